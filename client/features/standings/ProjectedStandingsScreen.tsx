import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/state-blocks';
import { ApiError } from '@/api/http';
import { projectedStandingsQuery } from '@/api/standings';
import { StandingsLegend } from './components/StandingsLegend';
import { StandingsTable } from './components/StandingsTable';

const CONNECTION_FAILURE = 'Unable to connect to FPL API. Please check your connection and try again.';

export default function ProjectedStandingsScreen() {
  const query = useQuery(projectedStandingsQuery());
  const refreshing = query.isFetching && !query.isPending;
  return (
    <>
      <PageHeader
        title="Projected Final Standings"
        description="The final league table: actual results so far plus the rest of the season simulated by the match model, with each club's chances."
        actions={
          <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} />
            {refreshing ? 'Refreshing...' : 'Refresh Standings'}
          </Button>
        }
      />
      {query.isPending ? (
        <Spinner label="Loading projected standings..." />
      ) : query.isError && query.data === undefined ? (
        <ErrorState
          title="Failed to load projected standings"
          message={
            (query.error instanceof ApiError ? query.error.body?.message : undefined) ?? CONNECTION_FAILURE
          }
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <p className="mb-3 text-sm" data-testid="current-gameweek">
            Current gameweek: <span className="font-semibold">GW{query.data.current_gameweek}</span>
            {query.data.season ? ` of ${query.data.season}` : ''}
          </p>
          {query.data.rows.length === 0 ? (
            <EmptyState
              title="No standings yet"
              message="The season's clubs and fixtures are not published yet."
            />
          ) : (
            <StandingsTable rows={query.data.rows} />
          )}
          <StandingsLegend data={query.data} />
        </>
      )}
    </>
  );
}
