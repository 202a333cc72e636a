import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { formatCost } from '@/lib/format';
import { AsOf } from './player-projections/components/AsOf';
import { GoalSummary } from './player-projections/components/GoalSummary';
import { PlayerFilters } from './player-projections/components/PlayerFilters';
import { playerCell, projectedCell, type Column } from './player-projections/components/PlayerTable';
import { ProjectionResults, type ResultsView } from './player-projections/components/ProjectionResults';
import { formatPerGoal, formatProjected, formatShare } from './player-projections/lib/format';
import { summarise, type PlayerRow } from './player-projections/lib/player-rows';
import { goalRow } from './player-projections/lib/rows';
import { usePlayerTable } from './player-projections/lib/use-player-table';
import { playerGoalProjectionsQuery } from '@/api/shares';

const COLUMNS: readonly Column<PlayerRow>[] = [
  { key: 'name', label: 'Player', cell: playerCell },
  { key: 'team', label: 'Team', wideOnly: true, cell: (r) => r.team_short },
  { key: 'position', label: 'Position', wideOnly: true, cell: (r) => r.position },
  {
    key: 'projected',
    label: 'Projected Goals',
    numeric: true,
    cell: projectedCell,
  },
  { key: 'share', label: 'Team Share %', numeric: true, cell: (r) => formatShare(r.share) },
  { key: 'price', label: 'Price', numeric: true, cell: (r) => formatCost(r.price) },
  { key: 'per_goal', label: '£ per Goal', numeric: true, cell: formatPerGoal },
];

const VIEW: ResultsView<PlayerRow> = {
  texts: {
    error: 'Error loading player goal projections. Please try again.',
    loading: 'Loading player goal projections...',
    empty: 'No players found matching your filters.',
    table: 'Player goal projections',
  },
  cards: 4,
  columns: COLUMNS,
};

export default function PlayerGoalProjectionsScreen() {
  const query = useQuery(playerGoalProjectionsQuery());
  // A page of fifty rows drawn as a deferred value: React renders it in a transition, in slices of a
  // few milliseconds, rather than in the task that received the answer; the loading table stays until then.
  const data = useDeferredValue(query.data);
  const rows = useMemo(() => data?.players.map(goalRow), [data]);
  const table = usePlayerTable(rows, { key: 'projected', direction: 'desc' });
  const summary = useMemo(() => summarise(table.shown), [table.shown]);
  return (
    <>
      <PageHeader
        title="Player Total Goal Projections"
        description={
          <>
            Season goals: each player&apos;s goals so far plus his share of his team&apos;s expected goals in
            the remaining matches
            <AsOf gameweek={query.data?.gameweek} pending={query.isPending} />. Team Share is his part of his
            team&apos;s projected goals.
          </>
        }
      />
      <PlayerFilters table={table} disabled={!query.data} />
      <ProjectionResults
        query={query}
        ready={data !== undefined}
        view={VIEW}
        count={`${summary.count} players · ${formatProjected(summary.total)} projected goals in total`}
        summary={<GoalSummary summary={summary} />}
        table={table}
      />
    </>
  );
}
