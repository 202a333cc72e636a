import { useQuery } from '@tanstack/react-query';
import { UserSearch } from 'lucide-react';
import { errorDetail } from '@/components/manager/lib/error-detail';
import { ManagerIdSearch } from '@/components/manager/ManagerIdSearch';
import { MESSAGES } from '@/components/manager/messages';
import { useManagerId } from '@/components/manager/use-manager-id';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-blocks';
import { managerTeamQuery } from '@/api/manager';
import { bootstrapQuery, fixturesQuery } from '@/api/relay';
import { TeamView } from './components/TeamView';

export default function MyTeamScreen() {
  const ids = useManagerId();
  const { managerId } = ids;
  const bootstrap = useQuery(bootstrapQuery());
  const team = useQuery({ ...managerTeamQuery(managerId ?? ''), enabled: managerId !== null });
  // Spec 000 §4: fixtures load only once the base data and the team are there.
  const fixtures = useQuery({ ...fixturesQuery(), enabled: bootstrap.isSuccess && team.isSuccess });

  return (
    <>
      <PageHeader
        title="My Team"
        description="A manager's squad for their current gameweek, with form, prices and the next fixtures."
      />
      <ManagerIdSearch
        value={ids.input}
        onChange={ids.setInput}
        onSearch={ids.search}
        loading={team.isFetching}
        autoLoadedId={ids.autoLoadedId}
      />
      {bootstrap.isPending ? (
        <Spinner label={MESSAGES.loadingFplData} />
      ) : bootstrap.isError ? (
        <ErrorState
          title="Failed to load FPL data. Please try again."
          message={errorDetail(bootstrap.error)}
          onRetry={() => void bootstrap.refetch()}
        />
      ) : managerId === null ? (
        <EmptyState
          icon={UserSearch}
          title="No manager selected"
          message="Enter a manager ID above to see their team."
        />
      ) : team.isPending ? (
        <Spinner label={MESSAGES.loadingFplData} />
      ) : team.isError ? (
        <ErrorState
          title={MESSAGES.teamFailed}
          message={errorDetail(team.error)}
          onRetry={() => void team.refetch()}
        />
      ) : (
        <TeamView team={team.data} bootstrap={bootstrap.data} fixtures={fixtures} />
      )}
    </>
  );
}
