import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-blocks';
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

export const LOAD_ERROR =
  'Unable to load price data from FPL API. Please check your connection and try again.';

export default function PriceTrackerScreen() {
  const [filters, setFilters] = useState<PriceFilters>(NO_FILTERS);
  const [historyOf, setHistoryOf] = useState<PlayerRef | null>(null);
  // Kept after the dialog closes: focus goes back to it once the dialog has unmounted.
  const opener = useRef<HTMLElement | null>(null);
  const openHistory = (player: PlayerRef, button: HTMLElement) => {
    opener.current = button;
    setHistoryOf(player);
  };
  const historyOpened = useShownOnce(historyOf !== null);
  const changes = useQuery(recentChangesQuery());
  const predictions = useQuery(predictionsQuery());

  const shownChanges = useMemo(
    () => filterChanges(changes.data?.changes ?? [], filters),
    [changes.data, filters],
  );
  const shownPredictions = useMemo(
    () => filterPredictions(predictions.data?.predictions ?? [], filters),
    [predictions.data, filters],
  );
  // A failed background refresh keeps the last data on screen; only a first load failing is an error.
  const failed = (changes.isError && !changes.data) || (predictions.isError && !predictions.data);
  const filterKey = JSON.stringify(filters);

  return (
    <>
      <PageHeader
        title="Price Tracker"
        description={
          changes.data?.last_capture_date
            ? `Player prices captured daily, last on ${formatDate(changes.data.last_capture_date, 'UTC')}. Changes refresh every minute, predictions every 5 minutes.`
            : 'Player price changes this season and the changes likely next.'
        }
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
      ) : !changes.data || !predictions.data ? (
        <Spinner label="Loading price data..." />
      ) : (
        <>
          <SummaryCards
            rises={changes.data.rises_this_season}
            falls={changes.data.falls_this_season}
            likely={likelyChanges(predictions.data.predictions)}
            season={changes.data.season}
          />
          <PriceFiltersBar filters={filters} onChange={(patch) => setFilters((f) => ({ ...f, ...patch }))} />
          <Tabs defaultValue="changes">
            <TabsList aria-label="Price views">
              <TabsTrigger value="changes">
                Recent Price Changes <Count n={shownChanges.length} />
              </TabsTrigger>
              <TabsTrigger value="predictions">
                Price Predictions <Count n={shownPredictions.length} />
              </TabsTrigger>
            </TabsList>
            <TabsContent value="changes">
              {shownChanges.length === 0 ? (
                changes.data.changes.length === 0 ? (
                  <EmptyState
                    title="No price changes recorded yet"
                    message={
                      changes.data.last_capture_date
                        ? `Prices captured up to ${formatDate(changes.data.last_capture_date, 'UTC')} show no change this season yet.`
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
              <p className="mb-3 text-xs text-muted-foreground">
                {METHOD_TEXT[predictions.data.method].listed}, as of {formatDateTime(predictions.data.as_of)}.
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
                    method={predictions.data.method}
                    onOpenHistory={openHistory}
                  />
                </Card>
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

function Count({ n }: { n: number }) {
  return (
    <span className="ml-1.5 rounded-full bg-muted px-1.5 text-xs text-muted-foreground">
      {formatNumber(n)}
    </span>
  );
}
