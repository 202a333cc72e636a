import { useState } from 'react';
import type { GoalScoredContext } from '@contracts/api/goal-scored-context';
import type { GoalScoredDefaults } from '@contracts/api/goal-scored-portal';
import { GOAL_SETTING_FIELDS, type GoalSettingKey } from '@contracts/api/goal-scored-fields';
import type { GoalScoredSettings } from '@contracts/api/goal-scored-settings';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { isSignInRequired } from '../auth/use-admin-session';
import { SignInPrompt } from '../auth/SignInPrompt';
import { ActionsCard } from './ActionsCard';
import { CalculationBase } from './CalculationBase';
import { fieldsOf, withDefaults, withDefaultTiers, withTier } from './draft';
import { MultiplierTable } from './MultiplierTable';
import { PORTAL_TABS, type PortalTab } from './tabs';
import { TierEditor } from './TierEditor';
import { usePortalWrites } from './use-portal-writes';

interface PortalProps {
  saved: GoalScoredSettings;
  info: GoalScoredDefaults;
  context: GoalScoredContext | undefined;
}

const ALL_KEYS = GOAL_SETTING_FIELDS.map((f) => f.key);

/** The portal once loaded: a local draft of the settings, edited by the tabs, saved whole. */
export function Portal({ saved, info, context }: PortalProps) {
  const [draft, setDraft] = useState(saved);
  const [dirty, setDirty] = useState(false);
  const [tab, setTab] = useState(PORTAL_TABS[0]!.value);
  const [error, setError] = useState<string | null>(null);
  const [signInNeeded, setSignInNeeded] = useState(false);
  const { save, reset } = usePortalWrites((settings) => {
    setDraft(settings);
    setDirty(false);
    setError(null);
  });
  const { defaults } = info;
  const edit = (next: GoalScoredSettings) => {
    setDraft(next);
    setDirty(true);
  };
  const resetTab = (current: PortalTab) => {
    if (current.group)
      edit(
        withDefaults(
          draft,
          defaults,
          fieldsOf(current.group).map((f) => f.key),
        ),
      );
    if (current.side) edit(withDefaultTiers(draft, defaults, current.side));
    toast({ title: current.resetToast, description: 'Back to the defaults on this page; not yet saved.' });
  };
  const resetPage = () => {
    edit(
      withDefaultTiers(
        withDefaultTiers(withDefaults(draft, defaults, ALL_KEYS), defaults, 'attack'),
        defaults,
        'defence',
      ),
    );
    toast({
      title: 'Page Settings Reset',
      description: 'Every setting on this page is back to its default; not yet saved.',
    });
  };
  const stage = (key: GoalSettingKey, value: number) => {
    edit({ ...draft, [key]: value });
    const label = GOAL_SETTING_FIELDS.find((f) => f.key === key)?.label;
    toast({
      title: 'Change Staged',
      description: `${label} set to ${value.toFixed(2)}. Press Save Changes to apply it.`,
    });
  };
  const resetRow = (key: GoalSettingKey) => {
    edit(withDefaults(draft, defaults, [key]));
    toast({ title: 'Reset to Default' });
  };
  const current = PORTAL_TABS.find((t) => t.value === tab) ?? PORTAL_TABS[0]!;
  // A write refused for want of a session asks to sign in here; the draft stays for the next Save.
  const failed = (err: unknown) => {
    setSignInNeeded(isSignInRequired(err));
    setError(isSignInRequired(err) ? null : err instanceof Error ? err.message : String(err));
  };

  return (
    <div className="space-y-4">
      {dirty ? (
        <div
          role="status"
          className="rounded-md border border-warning bg-warning-background px-3 py-2 text-sm text-warning"
        >
          You have unsaved changes. Press Save Changes to apply them to the projections.
        </div>
      ) : null}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="flex h-auto flex-wrap justify-start">
          {PORTAL_TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {PORTAL_TABS.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            <Card>
              <CardContent className="pt-6">
                {t.value === 'calculation' ? <CalculationBase /> : null}
                {t.group ? (
                  <MultiplierTable
                    group={t.group}
                    draft={draft}
                    conditions={t.group === 'context' ? context?.conditions : undefined}
                    onStage={stage}
                    onReset={resetRow}
                  />
                ) : null}
                {t.side ? (
                  <TierEditor
                    side={t.side}
                    draft={draft}
                    defaults={defaults}
                    teams={info.teams}
                    defaultTiers={info.default_tiers}
                    onMove={(teamId, tier) => edit(withTier(draft, t.side!, teamId, tier))}
                  />
                ) : null}
              </CardContent>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
      {signInNeeded ? <SignInPrompt onSignedIn={() => setSignInNeeded(false)} /> : null}
      <ActionsCard
        saved={saved}
        backtest={info.backtest}
        dirty={dirty}
        saving={save.isPending}
        resetting={reset.isPending}
        tabName={current.resetToast ? current.label : null}
        error={error}
        onSave={() => save.mutate(draft, { onError: failed })}
        onResetTab={() => resetTab(current)}
        onResetPage={resetPage}
        onGlobalReset={() => reset.mutate(undefined, { onError: failed })}
      />
    </div>
  );
}
