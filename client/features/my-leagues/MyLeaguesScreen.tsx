import { useQuery } from '@tanstack/react-query';
import { managerQuery } from '@/api/manager';
import { ManagerIdSearch } from '@/components/manager/ManagerIdSearch';
import { ManagerLadder } from '@/components/manager/QueryLadder';
import { useManagerId } from '@/components/manager/use-manager-id';
import { PageHeader } from '@/components/page-header';
import { LeaguesSection } from './components/LeaguesSection';
import { ManagerSummaryCard } from './components/ManagerSummaryCard';

export default function MyLeaguesScreen() {
  const ids = useManagerId();
  const { managerId } = ids;
  const manager = useQuery({ ...managerQuery(managerId ?? ''), enabled: managerId !== null });

  return (
    <>
      <PageHeader
        title="My Leagues"
        description="A manager's private classic leagues and how they are doing in each."
      />
      <ManagerIdSearch ids={ids} loading={manager.isFetching} digitsOnly />
      <ManagerLadder manager={manager} managerId={managerId} shows="their leagues">
        {(summary) => (
          <>
            <ManagerSummaryCard manager={summary} />
            {/* A new manager starts in list mode. */}
            <LeaguesSection key={summary.id} managerId={summary.id} />
          </>
        )}
      </ManagerLadder>
    </>
  );
}
