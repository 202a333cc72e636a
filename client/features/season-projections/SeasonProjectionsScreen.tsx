import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { FilterSelect } from '@/components/players/FilterSelect';
import { SearchField } from '@/components/players/SearchField';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/state-blocks';
import { HighlightCards } from './components/HighlightCards';
import { SeasonSkeleton } from './components/SeasonSkeleton';
import { SeasonTable } from './components/SeasonTable';
import { highlights, searchAndSort, SORT_LABELS, topPlayers, type SeasonSort } from './lib/season-rows';
import { seasonProjectionsQuery } from '@/api/shares';

const SORT_OPTIONS = (Object.keys(SORT_LABELS) as SeasonSort[]).map((value) => ({
  value,
  label: SORT_LABELS[value],
}));
const isSort = (v: string): v is SeasonSort => v in SORT_LABELS;

/**
 * " (2025-26)" in the description; while the data loads the same space is held by hidden words, so
 * the description keeps its lines and nothing below it moves when the data arrives.
 */
function Known({
  value,
  pending,
  placeholder,
}: {
  value: string | null | undefined;
  pending: boolean;
  placeholder: string;
}) {
  if (pending) return <span className="invisible"> ({placeholder})</span>;
  return value ? <> ({value})</> : null;
}

export default function SeasonProjectionsScreen() {
  const query = useQuery(seasonProjectionsQuery());
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SeasonSort>('involvements');
  const list = useMemo(() => topPlayers(query.data?.players ?? []), [query.data]);
  const shown = useMemo(() => searchAndSort(list, search, sort), [list, search, sort]);
  const cards = useMemo(() => highlights(list), [list]);
  const gameweek = query.data?.gameweek;
  return (
    <>
      <PageHeader
        title="Season Long Projections"
        description={
          <>
            The 50 players with the most projected goal involvements this season
            <Known value={query.data?.season} pending={query.isPending} placeholder="0000-00" />: actual goals
            and assists so far
            <Known
              value={gameweek ? `to GW${gameweek}` : undefined}
              pending={query.isPending}
              placeholder="to GW00"
            />{' '}
            plus the projected rest of the season, from each player&apos;s share of his team&apos;s expected
            goals.
          </>
        }
      />
      <Card className="mb-4 grid grid-cols-1 gap-3 p-4 sm:grid-cols-[1fr_12rem] sm:gap-4">
        <SearchField placeholder="Search players or teams..." value={search} onChange={setSearch} />
        <FilterSelect
          label="Sort by"
          value={sort}
          options={SORT_OPTIONS}
          disabled={!query.data}
          onChange={(v) => {
            if (isSort(v)) setSort(v);
          }}
        />
      </Card>
      {query.isPending ? (
        <SeasonSkeleton />
      ) : query.isError ? (
        <ErrorState title="Failed to load season projections" onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No season projections yet" message="No player has a projection for this season." />
      ) : (
        <>
          <HighlightCards cards={cards} />
          {shown.length === 0 ? (
            <EmptyState
              title="No players found"
              message="No player or team in the list matches your search."
            />
          ) : (
            <SeasonTable players={shown} sort={sort} />
          )}
          <p className="mt-3 text-sm text-muted-foreground" aria-live="polite">
            Showing {shown.length} players
          </p>
        </>
      )}
    </>
  );
}
