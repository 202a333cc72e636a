import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-blocks';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { useShownOnce } from '@/lib/use-shown-once';
import { predictionsQuery, recentChangesQuery } from '@/api/prices';
import { ChangesTable } from './components/ChangesTable';
import type { PlayerRef } from './components/PlayerCell';
import { PredictionsTable } from './components/PredictionsTable';
import { PredictionSystemCard } from './components/PredictionSystemCard';
import { PriceFiltersBar } from './components/PriceFiltersBar';
import { SummaryCards } from './components/SummaryCards';
import { filterChanges, filterPredictions, hasFilters, NO_FILTERS, type PriceFilters } from './lib/filters';
import { likelyChanges } from './lib/levels';
import { METHOD_TEXT } from './lib/method';

// The dialog and its chart (Recharts, about 100 KB gzip) load when a history is first opened.
const PriceHistoryDialog = lazy(() =>
  import('./components/PriceHistoryDialog').then((m) => ({ default: m.PriceHistoryDialog })),
);

// While a list loads, a page of grey rows at the tables' row height (two-line cells: 53 px,
// measured in Chromium) stands in, taller than a phone's first screen.
const PAGE_ROWS = 12;
const ROW_HEIGHT = 'h-[53px]';

export const LOAD_ERROR =
  'Unable to load price data from FPL API. Please check your connection and try again.';

export default function PriceTrackerScreen() {
  const [filters, setFilters] = useState<PriceFilters>(NO_FILTERS);
  const [historyOf, setHistoryOf] = useState<PlayerRef | null>(null);
  // Kept after the dialog closes: focus goes back to it once the dialog has unmounted.
  const opener = useRef<HTMLElement | null>(null);
  // One function for the screen's life, so the memoised tables do not redraw their rows when the
  // other list or the summary arrives.
  const openHistory = useCallback((player: PlayerRef, button: HTMLElement) => {
    opener.current = button;
    setHistoryOf(player);
  }, []);
  const historyOpened = useShownOnce(historyOf !== null);
  const changes = useQuery(recentChangesQuery());
  const predictions = useQuery(predictionsQuery());
  // The answers are drawn as deferred values: React renders what they change in a transition, in
  // slices of a few milliseconds, rather than in the task that received them (one long task on a
  // slow phone); the screen keeps its skeletons until that render is ready.
  const changesData = useDeferredValue(changes.data);
  const predictionsData = useDeferredValue(predictions.data);

  const shownChanges = useMemo(
    () => filterChanges(changesData?.changes ?? [], filters),
    [changesData, filters],
  );
  const shownPredictions = useMemo(
    () => filterPredictions(predictionsData?.predictions ?? [], filters),
    [predictionsData, filters],
  );
  // A failed background refresh keeps the last data on screen; only a first load failing is an error.
  const failed = (changes.isError && !changes.data) || (predictions.isError && !predictions.data);
  const filterKey = JSON.stringify(filters);

  return (
    <>
      <PageHeader
        title="Price Tracker"
        description={<Description lastCapture={changesData ? changesData.last_capture_date : undefined} />}
      />
      {failed ? (
        <ErrorState
          title="Price data unavailable"
          message={LOAD_ERROR}
          onRetry={() => {
            void changes.refetch();
            void predictions.refetch();
          }}
        />
      ) : (
        <>
          <SummaryCards
            season={
              changesData && {
                rises: changesData.rises_this_season,
                falls: changesData.falls_this_season,
                label: changesData.season,
              }
            }
            likely={predictionsData && likelyChanges(predictionsData.predictions)}
          />
          <PriceFiltersBar filters={filters} onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))} />
          <Tabs defaultValue="changes">
            <TabsList aria-label="Price views">
              <TabsTrigger value="changes">
                Recent Price Changes <Count n={changesData && shownChanges.length} />
              </TabsTrigger>
              <TabsTrigger value="predictions">
                Price Predictions <Count n={predictionsData && shownPredictions.length} />
              </TabsTrigger>
            </TabsList>
            <TabsContent value="changes">
              {!changesData ? (
                <Card className="overflow-hidden">
                  <TableSkeleton label="Loading price data..." rows={PAGE_ROWS} rowClassName={ROW_HEIGHT} />
                </Card>
              ) : shownChanges.length === 0 ? (
                changesData.changes.length === 0 ? (
                  <EmptyState
                    title="No price changes recorded yet"
                    message={
                      changesData.last_capture_date
                        ? `Prices captured up to ${formatDate(changesData.last_capture_date, 'UTC')} show no change this season yet.`
                        : 'Prices are captured once a day; nothing has been captured this season yet.'
                    }
                  />
                ) : (
                  <EmptyState
                    title="No price changes found matching your filters"
                    message="Try a different search or fewer filters."
                  />
                )
              ) : (
                <Card className="overflow-hidden">
                  <ChangesTable key={filterKey} changes={shownChanges} onOpenHistory={openHistory} />
                </Card>
              )}
            </TabsContent>
            <TabsContent value="predictions">
              {!predictionsData ? (
                <Card className="overflow-hidden">
                  <TableSkeleton
                    label="Loading price predictions..."
                    rows={PAGE_ROWS}
                    rowClassName={ROW_HEIGHT}
                  />
                </Card>
              ) : (
                <>
                  <p className="mb-3 text-xs text-muted-foreground">
                    {METHOD_TEXT[predictionsData.method].listed}, as of{' '}
                    {formatDateTime(predictionsData.as_of)}.
                  </p>
                  {shownPredictions.length === 0 ? (
                    <EmptyState
                      title="No price predictions available"
                      message={
                        hasFilters(filters)
                          ? 'Try a different search or fewer filters.'
                          : 'No player is half way to a price change right now.'
                      }
                    />
                  ) : (
                    <Card className="overflow-hidden">
                      <PredictionsTable
                        key={filterKey}
                        predictions={shownPredictions}
                        method={predictionsData.method}
                        onOpenHistory={openHistory}
                      />
                    </Card>
                  )}
                </>
              )}
            </TabsContent>
          </Tabs>
        </>
      )}
      <PredictionSystemCard />
      {historyOpened ? (
        <Suspense fallback={null}>
          <PriceHistoryDialog
            player={historyOf}
            onClose={() => setHistoryOf(null)}
            onReturnFocus={() => opener.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Two lines: what the screen does (fixed), then the last capture day; a grey line of the same
 * height while the changes load, so the page below does not move when the date arrives.
 */
function Description({ lastCapture }: { lastCapture: string | null | undefined }) {
  return (
    <>
      Player price changes this season and the changes likely next. Changes refresh every minute, predictions
      every 5 minutes.
      <span className="block h-5">
        {lastCapture === undefined ? (
          <Skeleton className="mt-0.5 h-4 w-56" />
        ) : lastCapture ? (
          `Prices captured daily, last on ${formatDate(lastCapture, 'UTC')}.`
        ) : (
          'Prices are captured daily; none captured this season yet.'
        )}
      </span>
    </>
  );
}

/** A tab's count; an empty pill of the same size while its list loads. */
function Count({ n }: { n: number | undefined }) {
  return (
    <span className="ml-1.5 inline-block min-w-6 rounded-full bg-muted px-1.5 text-xs text-muted-foreground">
      {n === undefined ? null : formatNumber(n)}
    </span>
  );
}
