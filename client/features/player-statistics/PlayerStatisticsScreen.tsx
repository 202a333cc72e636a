import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { seasonLabel } from '@contracts/game/schedule';
import { PageHeader } from '@/components/page-header';
import { FilterSelect } from '@/components/players/FilterSelect';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-blocks';
import { formatNumber } from '@/lib/format';
import { historicalPlayersQuery, seasonsQuery } from '@/api/history';
import { playerListQuery } from '@/api/relay';
import { Pagination } from './components/Pagination';
import { QuickStats } from './components/QuickStats';
import { StatsFilters } from './components/StatsFilters';
import { StatsTable } from './components/StatsTable';
import { filterRows, NO_FILTERS, type StatFilters } from './lib/filters';
import { PAGE_SIZE, pageCount, pageSlice } from './lib/pagination';
import { historicalRows, liveRows, teamsOf } from './lib/rows';
import { pastSeasons } from './lib/season';
import { DEFAULT_SORT, nextSort, sortRows, type SortField, type SortState } from './lib/sort';

const LIVE = 'live';

export default function PlayerStatisticsScreen() {
  const [season, setSeason] = useState(LIVE);
  const [filters, setFilters] = useState<StatFilters>(NO_FILTERS);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const live = season === LIVE;

  const players = useQuery(playerListQuery());
  const seasons = useQuery(seasonsQuery());
  const historical = useQuery({ ...historicalPlayersQuery(season), enabled: !live });

  const currentLabel = players.data ? seasonLabel(players.data.events) : null;
  const seasonOptions = [
    { value: LIVE, label: currentLabel ? `${currentLabel} (live)` : 'Current season (live)' },
    ...pastSeasons(seasons.data, currentLabel).map((s) => ({ value: s, label: s })),
  ];

  // Not a deferred value (as the Price Tracker's lists): the rows are built in one component's
  // render, which React cannot slice, and a transition restarted by the next answer built them again.
  const rows = useMemo(() => {
    if (live) return players.data ? liveRows(players.data) : null;
    return historical.data ? historicalRows(historical.data) : null;
  }, [live, players.data, historical.data]);
  const shown = useMemo(() => (rows ? sortRows(filterRows(rows, filters), sort) : []), [rows, filters, sort]);
  const teams = useMemo(() => (rows ? teamsOf(rows) : []), [rows]);
  const positions = (players.data?.element_types ?? []).map((t) => ({
    value: String(t.id),
    label: t.plural_name,
  }));

  const totalPages = pageCount(shown.length);
  const current = Math.min(page, totalPages);
  const pageRows = useMemo(() => pageSlice(shown, current), [shown, current]);
  const failed = players.isError || (!live && historical.isError);
  const loading = !failed && rows === null;

  // Changing the sort, a filter or the season goes back to page 1.
  const onSort = useCallback((field: SortField) => {
    setSort((s) => nextSort(s, field));
    setPage(1);
  }, []);
  const onFilter = (patch: Partial<StatFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const onSeason = (next: string) => {
    setSeason(next);
    // Team ids differ between seasons, and availability and form exist only for the live season.
    setFilters((f) => ({ ...f, team: 'all', availability: 'all' }));
    setSort((s) => (next !== LIVE && s.key === 'form' ? DEFAULT_SORT : s));
    setPage(1);
  };

  return (
    <>
      <PageHeader
        title="Player Statistics"
        description="Every player's numbers for the live season or a past one: filter, search and sort the table."
      />
      <Card className="mb-6 grid grid-cols-2 gap-3 p-4 sm:gap-4 lg:grid-cols-4">
        <FilterSelect
          className="col-span-2 sm:col-span-1"
          label="Season"
          value={season}
          options={seasonOptions}
          onChange={onSeason}
        />
        <StatsFilters filters={filters} onChange={onFilter} positions={positions} teams={teams} live={live} />
      </Card>
      {loading ? (
        <Spinner label="Loading player data..." />
      ) : failed || rows === null ? (
        <ErrorState
          title="Failed to load player data"
          message="Unable to connect to FPL API. Please check your connection and try again."
          onRetry={() => window.location.reload()}
        />
      ) : (
        <>
          <QuickStats rows={shown} />
          <Card className="overflow-hidden">
            <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3 text-sm">
              <h2 className="font-semibold">
                {live ? `${currentLabel ?? 'Current season'} (live)` : `Season ${season}`}
              </h2>
              <p data-testid="row-count" className="text-muted-foreground">
                {shown.length === 0
                  ? 'No players'
                  : `Showing ${formatNumber((current - 1) * PAGE_SIZE + 1)}–${formatNumber(Math.min(current * PAGE_SIZE, shown.length))} of ${formatNumber(shown.length)} players`}
              </p>
            </div>
            {shown.length === 0 ? (
              <EmptyState
                className="m-4"
                title="No players found"
                message="Try a different search or fewer filters."
              />
            ) : (
              <>
                <StatsTable rows={pageRows} live={live} sort={sort} onSort={onSort} />
                <div className="border-t px-4 py-3">
                  <Pagination page={current} total={totalPages} onPage={setPage} />
                </div>
              </>
            )}
          </Card>
        </>
      )}
    </>
  );
}
