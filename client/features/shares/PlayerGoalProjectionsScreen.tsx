import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { EmptyState, ErrorState } from '@/components/ui/state-blocks';
import { formatCost } from '@/lib/format';
import { AsOf } from './player-projections/components/AsOf';
import { GoalSummary } from './player-projections/components/GoalSummary';
import { PlayerFilters } from './player-projections/components/PlayerFilters';
import { playerCell, PlayerTable, type Column } from './player-projections/components/PlayerTable';
import { TableSkeleton } from './player-projections/components/TableSkeleton';
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
    cell: (r) => (
      <>
        <span className="font-semibold">{formatProjected(r.projected)}</span>
        <span className="ml-1 hidden text-xs text-muted-foreground sm:inline">({r.so_far} so far)</span>
      </>
    ),
  },
  { key: 'share', label: 'Team Share %', numeric: true, cell: (r) => formatShare(r.share) },
  { key: 'price', label: 'Price', numeric: true, cell: (r) => formatCost(r.price) },
  { key: 'per_goal', label: '£ per Goal', numeric: true, cell: formatPerGoal },
];

const LOADING = 'Loading player goal projections...';

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
      <PlayerFilters
        filter={table.filter}
        onFilter={table.setFilter}
        positions={table.options.positions}
        teams={table.options.teams}
        disabled={!query.data}
      />
      {query.isError ? (
        <ErrorState
          title="Error loading player goal projections. Please try again."
          onRetry={() => void query.refetch()}
        />
      ) : data === undefined ? (
        <TableSkeleton label={LOADING} cards={4} />
      ) : (
        <>
          <p className="mb-3 h-6 text-sm" aria-live="polite">
            {summary.count} players · {formatProjected(summary.total)} projected goals in total
          </p>
          <GoalSummary summary={summary} />
          {table.shown.length === 0 ? (
            <EmptyState title="No players found matching your filters." />
          ) : (
            <PlayerTable
              key={table.viewKey}
              label="Player goal projections"
              columns={COLUMNS}
              rows={table.shown}
              sort={table.sort}
              onSort={table.onSort}
            />
          )}
        </>
      )}
    </>
  );
}
