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
import { readQuery, type Parser } from './read';

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

/** A read of a gameweek range: its path with the filters set, kept as long as the base data. */
const rangeQuery = <S extends Parser<unknown>>(path: string, r: ProjectionsRequest) =>
  readQuery<S>([path, params(r)], { staleTime: CACHE_TIMES.baseData });

/** `GET /api/projected-goals-cs`: Match Projections, matches grouped by gameweek. */
export const projectedGoalsCsQuery = (r: ProjectionsRequest = {}) =>
  rangeQuery<typeof projectedGoalsCsResponseSchema>('/api/projected-goals-cs', r);

/** `GET /api/results-projections`: predicted scores and outcome probabilities. */
export const resultsProjectionsQuery = (r: ProjectionsRequest = {}) =>
  rangeQuery<typeof resultsProjectionsResponseSchema>('/api/results-projections', r);

/** `GET /api/team-projections-combined`: goals scored and against per club and gameweek. */
export const teamProjectionsCombinedQuery = (r: ProjectionsRequest = {}) =>
  rangeQuery<typeof teamProjectionsCombinedResponseSchema>('/api/team-projections-combined', r);

/** `GET /api/team-assist-projections`: assists per club and gameweek. */
export const teamAssistProjectionsQuery = (r: ProjectionsRequest = {}) =>
  rangeQuery<typeof teamAssistProjectionsResponseSchema>('/api/team-assist-projections', r);

/** `GET /api/team-cs-projections`: clean-sheet percentages per club and gameweek. */
export const teamCsProjectionsQuery = (r: ProjectionsRequest = {}) =>
  rangeQuery<typeof teamCsProjectionsResponseSchema>('/api/team-cs-projections', r);

/** `GET /api/match-model`: the About Match Odds cards (fit, tiers, stored backtest). */
export const matchModelQuery = () =>
  readQuery<typeof matchModelResponseSchema>(['/api/match-model'], { staleTime: CACHE_TIMES.baseData });
