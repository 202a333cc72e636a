import { useMemo, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { MatchModelProvisionalNotice } from '@/components/provisional-notice';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/state-blocks';
import { PAGE_STEP } from '@/components/ui/show-more';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { offscreenStyle } from '@/lib/offscreen';
import { ModelPerformanceCard } from './components/ModelPerformanceCard';
import { OpenFplFilters } from './components/OpenFplFilters';
import { ProjectionTable } from './components/ProjectionTable';
import { SummaryCards } from './components/SummaryCards';
import { TableSkeleton } from './components/TableSkeleton';
import { DEFAULT_FILTERS, filterPlayers, type OpenfplFilters } from './lib/filters';
import type { Metric } from './lib/merge';
import { DEFAULT_SORT, gwKey, nextSort, type TableSort } from './lib/sort';
import { averageConfidence, highlights } from './lib/summary';
import { useMergedProjections } from './lib/use-projections';

const MODEL_LINE =
  "What the model is: a component model (minutes, goals, assists, clean sheets, saves, defensive contributions, bonus) measured against the game's own expected points.";

// The table starts below a phone's first screen: drawn when it scrolls near, holding the height of
// a page of players meanwhile (header 40 px, rows 48 px, "Show more" 58 px; Chromium).
const tableHeight = (rows: number) => 40 + Math.min(rows, PAGE_STEP) * 48 + 58;

const TABS: readonly { value: Metric; label: string }[] = [
  { value: 'points', label: 'Points' },
  { value: 'goals', label: 'Goals' },
  { value: 'assists', label: 'Assists' },
];

export default function OpenFplProjectionsScreen() {
  const [filters, setFilters] = useState<OpenfplFilters>(DEFAULT_FILTERS);
  const [sort, setSort] = useState<TableSort>(DEFAULT_SORT);
  const [tab, setTab] = useState<Metric>('points');
  const load = useMergedProjections(filters.horizon);
  const merged = load.state === 'ready' ? load.merged : null;
  const gameweeks = useMemo(() => merged?.gameweeks ?? [], [merged]);
  const shown = useMemo(() => (merged ? filterPlayers(merged.players, filters) : []), [merged, filters]);
  const summary = useMemo(
    () =>
      merged === null
        ? null
        : {
            confidence: averageConfidence(shown, gameweeks),
            highlights: highlights(shown, gameweeks),
            range: rangeWords(gameweeks),
          },
    [merged, shown, gameweeks],
  );
  // A gameweek column that left with a shorter horizon no longer sorts: fall back to the total.
  const gwSortGone = sort.key.startsWith('gw') && !gameweeks.some((gw) => gwKey(gw) === sort.key);
  const activeSort = gwSortGone ? DEFAULT_SORT : sort;

  return (
    <>
      <PageHeader
        title="Open FPL Projections"
        description="Each player's expected points, goals and assists for up to six gameweeks ahead."
      />
      <MatchModelProvisionalNotice />
      <p data-testid="model-line" className="mb-4 text-sm text-muted-foreground">
        {MODEL_LINE}
      </p>
      <OpenFplFilters filters={filters} onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))} />
      {load.state === 'failed' ? (
        <ErrorState
          title="OpenFPL System Offline"
          message={
            <>
              Model training in progress or API temporarily unavailable
              <br />
              Please try again in a few minutes
              {load.reason ? <span className="mt-2 block">{load.reason}</span> : null}
            </>
          }
          onRetry={load.retry}
        />
      ) : (
        <>
          <SummaryCards summary={summary} />
          <Tabs value={tab} onValueChange={(v) => setTab(v as Metric)}>
            <TabsList aria-label="Projected figure">
              {TABS.map((t) => (
                <TabsTrigger key={t.value} value={t.value}>
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {TABS.map((t) => (
              <TabsContent key={t.value} value={t.value}>
                {merged === null ? (
                  <Card className="overflow-hidden">
                    <TableSkeleton />
                  </Card>
                ) : shown.length === 0 || gameweeks.length === 0 ? (
                  <EmptyState
                    title="No predictions match your criteria"
                    message={
                      gameweeks.length === 0
                        ? 'The season has no gameweeks left to project.'
                        : 'Try a different search or fewer filters.'
                    }
                  />
                ) : (
                  <Card className="overflow-hidden" style={offscreenStyle(tableHeight(shown.length))}>
                    <ProjectionTable
                      key={JSON.stringify(filters)}
                      metric={t.value}
                      players={shown}
                      gameweeks={gameweeks}
                      sort={activeSort}
                      onSort={(key) => setSort(nextSort(activeSort, key))}
                    />
                  </Card>
                )}
              </TabsContent>
            ))}
          </Tabs>
        </>
      )}
      <ModelPerformanceCard />
    </>
  );
}

/** "GW12" or "GW12-GW17": the gameweeks the totals cover. */
function rangeWords(gameweeks: readonly number[]): string {
  const first = gameweeks[0];
  const last = gameweeks.at(-1);
  if (first === undefined || last === undefined) return 'no gameweek';
  return first === last ? `GW${first}` : `GW${first}-GW${last}`;
}
