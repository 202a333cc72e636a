import { useQuery } from '@tanstack/react-query';
import {
  goalSettingsContextQuery,
  goalSettingsDefaultsQuery,
  goalSettingsQuery,
} from '@/api/goal-scored-settings';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/state-blocks';
import { Portal } from './goal-settings/Portal';

/** `/admin-goal-projections`: the goal-scored settings portal (admin writes need a signed-in session). */
export default function AdminGoalProjectionsScreen() {
  const settings = useQuery(goalSettingsQuery());
  const info = useQuery(goalSettingsDefaultsQuery());
  const context = useQuery(goalSettingsContextQuery());
  const failure = settings.error ?? info.error;
  return (
    <div>
      <PageHeader
        title="Configuration Portal - Team Goals Scored"
        description="How the admin settings adjust the match model's expected goals. Stage changes with Update, then Save Changes."
      />
      {failure ? (
        <ErrorState title="Failed to load settings" message={failure.message} />
      ) : settings.data && info.data ? (
        <Portal saved={settings.data} info={info.data} context={context.data} />
      ) : (
        <Spinner label="Loading settings..." />
      )}
    </div>
  );
}
