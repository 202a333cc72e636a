import { useQuery } from '@tanstack/react-query';
import { UserSearch } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { managerHistoryQuery, managerQuery } from '@/api/manager';
import { errorDetail } from '@/components/manager/lib/error-detail';
import { previousGameweekRank, rankMovement } from '@/components/manager/lib/rank-change';
import { ManagerIdSearch } from '@/components/manager/ManagerIdSearch';
import { MESSAGES } from '@/components/manager/messages';
import { useManagerId } from '@/components/manager/use-manager-id';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-blocks';
import { HistoricalPerformanceCard, RecentPerformanceCard } from './components/PerformanceTables';
import { CurrentRankingsCard, ManagerProfileCard } from './components/ProfileCards';
import { TopLeaguesCard } from './components/TopLeaguesCard';

// The chart library is large: load it after the figures, so rank and points show at once on a phone.
const SeasonChart = lazy(() => import('./components/SeasonChart').then((m) => ({ default: m.SeasonChart })));

export default function LiveRankScreen() {
  const ids = useManagerId();
  const { managerId } = ids;
  const manager = useQuery({ ...managerQuery(managerId ?? ''), enabled: managerId !== null });
  const history = useQuery({ ...managerHistoryQuery(managerId ?? ''), enabled: managerId !== null });

  return (
    <>
      <PageHeader
        title="Live Rank Tracker"
        description="Where a manager stands right now: overall rank, gameweek rank and private leagues."
      />
      <ManagerIdSearch
        value={ids.input}
        onChange={ids.setInput}
        onSearch={ids.search}
        loading={manager.isFetching || history.isFetching}
        autoLoadedId={ids.autoLoadedId}
      />
      {managerId === null ? (
        <EmptyState
          icon={UserSearch}
          title="No manager selected"
          message="Enter a manager ID above to see their live rank."
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
        <div className="grid gap-6">
          <div className="grid gap-6 lg:grid-cols-2">
            <ManagerProfileCard manager={manager.data} />
            <CurrentRankingsCard
              manager={manager.data}
              movement={
                history.data
                  ? rankMovement(
                      manager.data.summary_overall_rank,
                      previousGameweekRank(history.data.current, manager.data.current_event),
                    )
                  : null
              }
            />
          </div>
          <TopLeaguesCard leagues={manager.data.leagues.classic} />
          {history.isPending ? (
            <Spinner label="Loading season history..." />
          ) : history.isError ? (
            <ErrorState
              title={MESSAGES.managerFailed}
              message={errorDetail(history.error)}
              onRetry={() => void history.refetch()}
            />
          ) : (
            <>
              <Suspense fallback={<Spinner label="Loading chart..." />}>
                <SeasonChart history={history.data} />
              </Suspense>
              <div className="grid gap-6 lg:grid-cols-2">
                <RecentPerformanceCard history={history.data} />
                <HistoricalPerformanceCard history={history.data} />
              </div>
            </>
          )}
        </div>
      )}
    </>
  );
}
