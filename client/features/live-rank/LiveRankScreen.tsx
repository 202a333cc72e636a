import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { managerHistoryQuery, managerQuery } from '@/api/manager';
import { previousGameweekRank, rankMovement } from '@/components/manager/lib/rank-change';
import { LivePointsCard } from '@/components/manager/LivePointsCard';
import { ManagerIdSearch } from '@/components/manager/ManagerIdSearch';
import { ManagerLadder, QueryLadder } from '@/components/manager/QueryLadder';
import { MESSAGES } from '@/components/manager/messages';
import { useManagerId } from '@/components/manager/use-manager-id';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
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
      <ManagerIdSearch ids={ids} loading={manager.isFetching || history.isFetching} />
      <ManagerLadder manager={manager} managerId={managerId} shows="their live rank">
        {(summary, managerId) => (
          <div className="grid gap-6">
            <div className="grid gap-6 lg:grid-cols-2">
              <ManagerProfileCard manager={summary} />
              <CurrentRankingsCard
                manager={summary}
                movement={
                  history.data
                    ? rankMovement(
                        summary.summary_overall_rank,
                        previousGameweekRank(history.data.current, summary.current_event),
                      )
                    : null
                }
              />
            </div>
            <div className="grid gap-6 lg:grid-cols-2">
              <LivePointsCard managerId={managerId} />
              <TopLeaguesCard leagues={summary.leagues.classic} />
            </div>
            <QueryLadder
              query={history}
              loadingLabel="Loading season history..."
              errorTitle={MESSAGES.managerFailed}
            >
              {(season) => (
                <>
                  <Suspense fallback={<Spinner label="Loading chart..." />}>
                    <SeasonChart history={season} />
                  </Suspense>
                  <div className="grid gap-6 lg:grid-cols-2">
                    <RecentPerformanceCard history={season} />
                    <HistoricalPerformanceCard history={season} />
                  </div>
                </>
              )}
            </QueryLadder>
          </div>
        )}
      </ManagerLadder>
    </>
  );
}
