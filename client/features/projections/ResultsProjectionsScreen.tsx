import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/state-blocks';
import { resultsProjectionsQuery } from '@/api/projections';
import { AboutMatchOdds } from './components/AboutMatchOdds';
import { ProjectionStates } from './components/ProjectionStates';
import { RangeFilters } from './components/RangeFilters';
import { ResultsTable } from './components/ResultsTable';
import { ALL_TEAMS, rangeLabel, teamChoices } from './lib/range';
import { answeredRange, useMatchRequest } from './lib/use-range';

export default function ResultsProjectionsScreen() {
  const { request, choose, team, setTeam } = useMatchRequest();
  const query = useQuery({
    ...resultsProjectionsQuery(request),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader
        title="Results Projections"
        description="The match model's predicted score for every match, with the chances of a home win, a draw and an away win, and of more or fewer than 2.5 goals."
      />
      <ProjectionStates
        query={query}
        loading="Loading results projections..."
        failure="Failed to load results projections"
      >
        {(data) => (
          <>
            <RangeFilters
              range={answeredRange(data)}
              onRange={choose}
              teams={teamChoices(data.teams)}
              team={team}
              onTeam={setTeam}
            />
            {data.matches.length === 0 ? (
              <EmptyState
                title="No matches found"
                message={`No match is scheduled in ${rangeLabel(answeredRange(data))}${team === ALL_TEAMS ? '' : ' for this team'}.`}
              />
            ) : (
              <ResultsTable matches={data.matches} />
            )}
          </>
        )}
      </ProjectionStates>
      <AboutMatchOdds />
    </>
  );
}
