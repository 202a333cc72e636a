import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { useMatchModelProvisional } from '@/components/provisional-notice';
import { EmptyState } from '@/components/ui/state-blocks';
import { resultsProjectionsQuery } from '@/api/projections';
import { AboutMatchOdds } from './components/AboutMatchOdds';
import { ProjectionStates } from './components/ProjectionStates';
import { RangeFilters, type SkeletonRows } from './components/RangeFilters';
import { ResultsTable } from './components/ResultsTable';
import { forTeam, rangeLabel, teamChoices } from './lib/range';
import { answeredRange, useMatchRequest } from './lib/use-range';

// The table opens on one gameweek: ten matches of a 20-club league, rows of 39 px under a 36.5 px
// header (measured in Chromium).
const RESULT_ROWS: SkeletonRows = { count: 10, className: 'h-[39px]', header: 'h-[36.5px]' };

export default function ResultsProjectionsScreen() {
  const { request, team, filters } = useMatchRequest();
  const provisional = useMatchModelProvisional();
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
        provisional={provisional}
        what="results projections"
        skeletonRows={RESULT_ROWS}
      >
        {(data) => (
          <>
            <RangeFilters {...filters} range={answeredRange(data)} teams={teamChoices(data.teams)} />
            {data.matches.length === 0 ? (
              <EmptyState
                title="No matches found"
                message={`No match is scheduled in ${rangeLabel(answeredRange(data))}${forTeam(team)}.`}
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
