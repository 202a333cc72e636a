import { useQuery } from '@tanstack/react-query';
import { LivePointsCard } from '@/components/manager/LivePointsCard';
import { ManagerIdSearch } from '@/components/manager/ManagerIdSearch';
import { BaseDataLadder, QueryLadder } from '@/components/manager/QueryLadder';
import { MESSAGES } from '@/components/manager/messages';
import { useManagerId } from '@/components/manager/use-manager-id';
import { PageHeader } from '@/components/page-header';
import { managerTeamQuery } from '@/api/manager';
import { fixturesQuery, managerBootstrapQuery } from '@/api/relay';
import { TeamView } from './components/TeamView';

export default function MyTeamScreen() {
  const ids = useManagerId();
  const { managerId } = ids;
  const bootstrap = useQuery(managerBootstrapQuery(managerId));
  const team = useQuery({ ...managerTeamQuery(managerId ?? ''), enabled: managerId !== null });
  // Fixtures load only once the base data and the team are there: they only colour the team's chips.
  const fixtures = useQuery({ ...fixturesQuery(), enabled: bootstrap.isSuccess && team.isSuccess });

  return (
    <>
      <PageHeader
        title="My Team"
        description="A manager's squad for their current gameweek, with form, prices and the next fixtures."
      />
      <ManagerIdSearch ids={ids} loading={team.isFetching} />
      <BaseDataLadder bootstrap={bootstrap} managerId={managerId} shows="their team">
        {(base, managerId) => (
          <QueryLadder query={team} loadingLabel={MESSAGES.loadingFplData} errorTitle={MESSAGES.teamFailed}>
            {(picks) => (
              <>
                <div className="mb-6">
                  <LivePointsCard managerId={managerId} />
                </div>
                <TeamView team={picks} bootstrap={base} fixtures={fixtures} />
              </>
            )}
          </QueryLadder>
        )}
      </BaseDataLadder>
    </>
  );
}
