import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { PageHeader } from '@/components/page-header';
import { FilterSelect } from '@/components/players/FilterSelect';
import { formatCost } from '@/lib/format';
import { compareText } from '@/lib/compare-text';
import { AsOf, SeasonLabel } from './player-projections/components/AsOf';
import { PlayerFilters } from './player-projections/components/PlayerFilters';
import { playerCell, projectedCell, type Column } from './player-projections/components/PlayerTable';
import { ProjectionResults, type ResultsView } from './player-projections/components/ProjectionResults';
import { formatShare } from './player-projections/lib/format';
import { sortBy, type PlayerRow, type SortKey } from './player-projections/lib/player-rows';
import { assistRow } from './player-projections/lib/rows';
import { usePlayerTable } from './player-projections/lib/use-player-table';
import { playerAssistProjectionsQuery } from '@/api/shares';

const COLUMNS: readonly Column<PlayerRow>[] = [
  { key: 'name', label: 'Player', cell: playerCell },
  { key: 'team', label: 'Team', wideOnly: true, cell: (r) => r.team_short },
  { key: 'position', label: 'Position', wideOnly: true, cell: (r) => r.position },
  { key: 'price', label: 'Price', numeric: true, cell: (r) => formatCost(r.price) },
  {
    key: 'projected',
    label: 'Projected Assists',
    numeric: true,
    cell: projectedCell,
  },
  { key: 'share', label: 'Team Share %', numeric: true, cell: (r) => formatShare(r.share) },
];

const SORT_OPTIONS = [
  { value: 'projected', label: 'Projected Assists' },
  { value: 'share', label: 'Team Share %' },
  { value: 'price', label: 'Price' },
  { value: 'name', label: 'Player' },
  { value: 'team', label: 'Team' },
  { value: 'position', label: 'Position' },
] as const satisfies ReadonlyArray<{ value: SortKey; label: string }>;

const VIEW: ResultsView<PlayerRow> = {
  texts: {
    error: 'Unable to load player assist projections. Please try again later.',
    loading: 'Loading player assist projections...',
    empty: 'No players found',
    table: 'Player assist projections',
  },
  cards: 0,
  columns: COLUMNS,
};

const isSortKey = (v: string): v is SortKey => SORT_OPTIONS.some((o) => o.value === v);

export default function PlayerAssistProjectionsScreen() {
  const query = useQuery(playerAssistProjectionsQuery());
  // A page of fifty rows drawn as a deferred value: React renders it in a transition, in slices of a
  // few milliseconds, rather than in the task that received the answer; the loading table stays until then.
  const data = useDeferredValue(query.data);
  const rows = useMemo(() => data?.players.map(assistRow), [data]);
  const table = usePlayerTable(rows, { key: 'projected', direction: 'desc' });
  const season = query.data?.season;
  return (
    <>
      <PageHeader
        title={
          <>
            Player Assist Projections <SeasonLabel season={season} pending={query.isPending} />
          </>
        }
        description={
          <>
            Season assists: each player&apos;s assists so far plus his share of his team&apos;s expected
            assists in the remaining matches
            <AsOf gameweek={query.data?.gameweek} pending={query.isPending} />.
          </>
        }
      />
      <PlayerFilters
        table={table}
        teams={table.options.teams
          .map((t) => ({ value: t.value, label: t.value }))
          .sort((a, b) => compareText(a.label, b.label))}
        disabled={!query.data}
      >
        <FilterSelect
          label="Sort"
          className="col-span-2 md:col-span-1"
          value={table.sort.key}
          options={SORT_OPTIONS}
          disabled={!query.data}
          onChange={(v) => {
            if (isSortKey(v)) table.setSort(sortBy(v));
          }}
        />
      </PlayerFilters>
      <ProjectionResults
        query={query}
        ready={data !== undefined}
        view={VIEW}
        count={`${table.shown.length} players`}
        table={table}
      />
    </>
  );
}
