import { queryOptions } from '@tanstack/react-query';
import type { matchModelResponseSchema } from '@contracts/api/match-model';
import type {
  projectedGoalsCsResponseSchema,
  resultsProjectionsResponseSchema,
  ProjectionsQuery,
} from '@contracts/api/projections';
import type {
  teamAssistProjectionsResponseSchema,
  teamCsProjectionsResponseSchema,
  teamProjectionsCombinedResponseSchema,
} from '@contracts/api/team-projections';
import { CACHE_TIMES } from './cache-times';
import type { KeyParams } from './http';
import { readAs } from './read';

/**
 * The projection reads. A filter left undefined is left out of the URL, so the server answers with
 * its default range (the next gameweek to be played) and says which range that was
 * (`start_gw`/`end_gw`, `default_start_gw`/`default_end_gw`).
 */
export type ProjectionsRequest = ProjectionsQuery;

function params(r: ProjectionsRequest): KeyParams {
  const out: Record<string, number> = {};
  if (r.start_gw !== undefined) out.start_gw = r.start_gw;
  if (r.end_gw !== undefined) out.end_gw = r.end_gw;
  if (r.team !== undefined) out.team = r.team;
  return out;
}

/** `GET /api/projected-goals-cs`: Match Projections, matches grouped by gameweek. */
export const projectedGoalsCsQuery = (r: ProjectionsRequest = {}) =>
  queryOptions({
    queryKey: ['/api/projected-goals-cs', params(r)],
    queryFn: readAs<typeof projectedGoalsCsResponseSchema>(),
    staleTime: CACHE_TIMES.baseData,
  });

/** `GET /api/results-projections`: predicted scores and outcome probabilities. */
export const resultsProjectionsQuery = (r: ProjectionsRequest = {}) =>
  queryOptions({
    queryKey: ['/api/results-projections', params(r)],
    queryFn: readAs<typeof resultsProjectionsResponseSchema>(),
    staleTime: CACHE_TIMES.baseData,
  });

/** `GET /api/team-projections-combined`: goals scored and against per club and gameweek. */
export const teamProjectionsCombinedQuery = (r: ProjectionsRequest = {}) =>
  queryOptions({
    queryKey: ['/api/team-projections-combined', params(r)],
    queryFn: readAs<typeof teamProjectionsCombinedResponseSchema>(),
    staleTime: CACHE_TIMES.baseData,
  });

/** `GET /api/team-assist-projections`: assists per club and gameweek. */
export const teamAssistProjectionsQuery = (r: ProjectionsRequest = {}) =>
  queryOptions({
    queryKey: ['/api/team-assist-projections', params(r)],
    queryFn: readAs<typeof teamAssistProjectionsResponseSchema>(),
    staleTime: CACHE_TIMES.baseData,
  });

/** `GET /api/team-cs-projections`: clean-sheet percentages per club and gameweek. */
export const teamCsProjectionsQuery = (r: ProjectionsRequest = {}) =>
  queryOptions({
    queryKey: ['/api/team-cs-projections', params(r)],
    queryFn: readAs<typeof teamCsProjectionsResponseSchema>(),
    staleTime: CACHE_TIMES.baseData,
  });

/** `GET /api/match-model`: the About Match Odds cards (fit, tiers, stored backtest). */
export const matchModelQuery = () =>
  queryOptions({
    queryKey: ['/api/match-model'],
    queryFn: readAs<typeof matchModelResponseSchema>(),
    staleTime: CACHE_TIMES.baseData,
  });
