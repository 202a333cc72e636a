import { useQuery } from '@tanstack/react-query';
import { UserSearch } from 'lucide-react';
import { managerQuery } from '@/api/manager';
import { errorDetail } from '@/components/manager/lib/error-detail';
import { ManagerIdSearch } from '@/components/manager/ManagerIdSearch';
import { MESSAGES } from '@/components/manager/messages';
import { useManagerId } from '@/components/manager/use-manager-id';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-blocks';
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
      <ManagerIdSearch
        value={ids.input}
        onChange={ids.setInput}
        onSearch={ids.search}
        loading={manager.isFetching}
        autoLoadedId={ids.autoLoadedId}
        digitsOnly
      />
      {managerId === null ? (
        <EmptyState
          icon={UserSearch}
          title="No manager selected"
          message="Enter a manager ID above to see their leagues."
        />
      ) : manager.isPending ? (
        <Spinner label="Loading manager data..." />
      ) : manager.isError ? (
        <ErrorState
          title={MESSAGES.managerFailed}
          message={errorDetail(manager.error)}
          onRetry={() => void manager.refetch()}
        />
      ) : (
        <>
          <ManagerSummaryCard manager={manager.data} />
          {/* A new manager starts in list mode. */}
          <LeaguesSection key={manager.data.id} managerId={manager.data.id} />
        </>
      )}
    </>
  );
}
