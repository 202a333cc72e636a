import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { PredictedStatus } from '@contracts/api/predicted-scores';
import { FilterSelect } from '@/components/players/FilterSelect';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/state-blocks';
import { PREDICTED_SCORES_KEY, predictedScoresQuery } from '@/api/predicted-scores';
import { AboutPredictedScores } from './components/AboutPredictedScores';
import { PredictedScoresTable } from './components/PredictedScoresTable';
import { ProjectionStates } from './components/ProjectionStates';
import { RangeFilters } from './components/RangeFilters';
import { forTeam, rangeLabel, teamChoices } from './lib/range';
import { answeredRange, useMatchRequest } from './lib/use-range';

const STATUS_OPTIONS: { value: PredictedStatus; label: string }[] = [
  { value: 'all', label: 'All Matches' },
  { value: 'finished', label: 'Finished' },
  { value: 'upcoming', label: 'Upcoming' },
];

export default function PredictedScoresScreen() {
  const { request, team, filters } = useMatchRequest();
  const [status, setStatus] = useState<PredictedStatus>('all');
  const queryClient = useQueryClient();
  const query = useQuery({
    ...predictedScoresQuery(status === 'all' ? request : { ...request, status }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [PREDICTED_SCORES_KEY] });
  return (
    <>
      <PageHeader
        title="Predicted Scores"
        description="A predicted score for every match, with the model's expected goals and a controlled dose of upsets."
        actions={
          <Button variant="outline" onClick={refresh} disabled={query.isFetching}>
            <RefreshCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
            Refresh
          </Button>
        }
      />
      <ProjectionStates query={query} what="predicted scores">
        {(data) => (
          <>
            <RangeFilters {...filters} range={answeredRange(data)} teams={teamChoices(data.teams)}>
              <FilterSelect
                label="Status"
                value={status}
                options={STATUS_OPTIONS}
                onChange={(v) => setStatus(v as PredictedStatus)}
              />
            </RangeFilters>
            {data.matches.length === 0 ? (
              <EmptyState
                title="No matches found"
                message={`No ${status === 'all' ? '' : `${status} `}match in ${rangeLabel(answeredRange(data))}${forTeam(team)}.`}
              />
            ) : (
              <PredictedScoresTable matches={data.matches} />
            )}
            <AboutPredictedScores data={data} />
          </>
        )}
      </ProjectionStates>
    </>
  );
}
