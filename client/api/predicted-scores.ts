import type { predictedScoresResponseSchema, PredictedScoresQuery } from '@contracts/api/predicted-scores';
import type { KeyParams } from './http';
import { readQuery } from './read';

/** Filters left undefined are left out of the URL: the server answers with its defaults. */
export type PredictedScoresRequest = PredictedScoresQuery;

function params(r: PredictedScoresRequest): KeyParams {
  const out: Record<string, string | number> = {};
  if (r.start_gw !== undefined) out.start_gw = r.start_gw;
  if (r.end_gw !== undefined) out.end_gw = r.end_gw;
  if (r.team !== undefined) out.team = r.team;
  if (r.status !== undefined) out.status = r.status;
  return out;
}

export const PREDICTED_SCORES_KEY = '/api/predicted-scores';

/**
 * `GET /api/predicted-scores`: displayed scorelines. Always refetched when the screen opens (stale at
 * once): an admin's saved upset configuration shows on the next visit; the server's seeded draws
 * keep the same scores for the same data and configuration.
 */
export const predictedScoresQuery = (r: PredictedScoresRequest = {}) =>
  readQuery<typeof predictedScoresResponseSchema>([PREDICTED_SCORES_KEY, params(r)], { staleTime: 0 });
