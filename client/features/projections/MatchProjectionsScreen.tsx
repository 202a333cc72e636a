import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header';
import { useMatchModelProvisional } from '@/components/provisional-notice';
import { formatNumber } from '@/lib/format';
import { projectedGoalsCsQuery } from '@/api/projections';
import { AboutMatchOdds } from './components/AboutMatchOdds';
import { MatchRow } from './components/MatchRow';
import { ProjectionStates } from './components/ProjectionStates';
import { RangeFilters, type SkeletonRows } from './components/RangeFilters';
import { forTeam, rangeLabel } from './lib/range';
import { answeredRange, useMatchRequest } from './lib/use-range';

// The list opens on one gameweek: ten matches of a 20-club league. A skeleton row stands for one
// match card and its gap (151 px on a phone, 120 px from the sm breakpoint, measured in Chromium).
const MATCH_ROWS: SkeletonRows = { count: 10, className: 'h-[151px] sm:h-[120px]', header: 'h-9' };

const matchCount = (n: number) => (n === 1 ? '1 match' : `${formatNumber(n)} matches`);

export default function MatchProjectionsScreen() {
  const { request, team, filters } = useMatchRequest();
  const provisional = useMatchModelProvisional();
  const query = useQuery({
    ...projectedGoalsCsQuery(request),
    placeholderData: keepPreviousData,
  });
  const range = query.data ? answeredRange(query.data) : null;
  return (
    <>
      <PageHeader
        title={range ? `PL ${rangeLabel(range)}: Match Projections` : 'Match Projections'}
        description="Expected goals and clean-sheet odds for both sides of every match: finished matches show how they ended, the rest the match model's projection."
      />
      <ProjectionStates
        query={query}
        provisional={provisional}
        what="match projections"
        skeletonRows={MATCH_ROWS}
      >
        {(data) => (
          <>
            <RangeFilters
              {...filters}
              range={answeredRange(data)}
              teams={data.teams.map((t) => ({ value: String(t.id), label: t.short_name }))}
            />
            <div className="flex flex-col gap-6">
              {data.gameweeks.map((gw) => (
                <section key={gw.gameweek} aria-labelledby={`gw-${gw.gameweek}`}>
                  <div className="mb-2 flex items-baseline gap-3">
                    <h2 id={`gw-${gw.gameweek}`} className="text-lg font-semibold">
                      Gameweek {gw.gameweek}
                    </h2>
                    <span className="text-sm text-muted-foreground">{matchCount(gw.matches.length)}</span>
                  </div>
                  {gw.matches.length === 0 ? (
                    <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
                      No matches{forTeam(team)} in gameweek {gw.gameweek}.
                    </p>
                  ) : (
                    <ul className="flex flex-col gap-2">
                      {gw.matches.map((m) => (
                        <MatchRow key={m.id} match={m} />
                      ))}
                    </ul>
                  )}
                </section>
              ))}
            </div>
          </>
        )}
      </ProjectionStates>
      <AboutMatchOdds />
    </>
  );
}
