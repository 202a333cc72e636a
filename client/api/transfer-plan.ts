import type { transferPlanSchema } from '@contracts/api/transfer-plan';
import { CACHE_TIMES } from './cache-times';
import { managerKeyPrefix } from './manager';
import { readQuery } from './read';

/** The optimiser's options as the query string carries them (only those set). */
export type TransferPlanParams = Readonly<Record<string, string | number>>;

/**
 * `GET /api/manager/:id/transfer-plan?horizon=...`: the best transfers, XI and captain per
 * gameweek by the points model. Solved on the server (seconds), so an answer is kept as long as
 * the base data it was computed from.
 */
export const transferPlanQuery = (id: string | number, params: TransferPlanParams) =>
  readQuery<typeof transferPlanSchema>([...managerKeyPrefix(id), 'transfer-plan', params], {
    staleTime: CACHE_TIMES.baseData,
    retry: false,
  });
