import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { UPSET_TABS, type UpsetTab } from '@contracts/api/upset-fields';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/state-blocks';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AdminSessionBar } from '../auth/AdminSessionBar';
import { SignInPrompt } from '../auth/SignInPrompt';
import { ActionsCard } from './components/ActionsCard';
import { MeasuredCard } from './components/MeasuredCard';
import { OptionTab } from './components/OptionTab';
import { OverviewTab } from './components/OverviewTab';
import { TAB_LABELS } from './lib/tabs';
import { useUpsetEditor } from './lib/use-upset-editor';

const TITLE = 'Predicted Scores Upset Configuration';

/** `/admin-upset-config`: the five upset options of Predicted Scores, edited locally and saved whole. */
export default function UpsetConfigScreen() {
  const editor = useUpsetEditor();
  const [tab, setTab] = useState<UpsetTab>('overview');
  const header = (
    <PageHeader
      title={TITLE}
      description="How Predicted Scores turns the match model's odds into one displayed scoreline per match. The options never change the probabilities or the projected standings."
    />
  );

  const { query, local } = editor;
  if (query.isPending)
    return (
      <>
        {header}
        <Spinner label="Loading configuration..." />
      </>
    );
  if (query.isError || !local)
    return (
      <>
        {header}
        <ErrorState
          title={`Failed to fetch config: ${query.error?.message ?? 'no configuration'}`}
          onRetry={() => void query.refetch()}
        />
      </>
    );

  const server = query.data;
  return (
    <>
      {header}
      <AdminSessionBar />
      {editor.unsaved ? (
        <div
          role="alert"
          className="mb-4 flex items-center gap-2 rounded-md border border-warning/40 bg-warning-background px-4 py-3 text-sm text-warning"
        >
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          You have unsaved changes. Save Changes to apply them to Predicted Scores.
        </div>
      ) : null}
      <Tabs value={tab} onValueChange={(value) => setTab(value as UpsetTab)}>
        <TabsList aria-label="Upset configuration sections">
          {UPSET_TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {TAB_LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab local={local} inForce={server.config} onChange={editor.update} />
        </TabsContent>
        {UPSET_TABS.filter((t) => t !== 'overview').map((t) => (
          <TabsContent key={t} value={t}>
            <OptionTab
              tab={t}
              local={local}
              server={server}
              problems={editor.problems}
              onChange={editor.update}
            />
          </TabsContent>
        ))}
      </Tabs>
      <div className="mt-6 space-y-4">
        <MeasuredCard />
        {editor.needsSignIn ? <SignInPrompt onSignedIn={editor.signedIn} /> : null}
        <ActionsCard
          lastUpdated={server.lastUpdated}
          updatedBy={server.updatedBy}
          onOverview={tab === 'overview'}
          unsaved={editor.unsaved}
          invalid={editor.problems.size > 0 || editor.checking}
          saving={editor.saving}
          resetting={editor.resetting}
          onResetTab={() => editor.resetTab(tab)}
          onResetPage={editor.resetPage}
          onGlobalReset={editor.globalReset}
          onSave={editor.save}
        />
      </div>
    </>
  );
}
