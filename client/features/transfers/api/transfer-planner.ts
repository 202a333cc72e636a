import { queryOptions } from '@tanstack/react-query';
import { transferPlannerResponseSchema, type TransferPlannerQuery } from '@contracts/api/player-scores';
import { getJson } from '@/lib/api';

/** Spec 000 §7: the planner reads base data and fixtures, cached 5 minutes; so are its scores. */
const CACHE_MS = 5 * 60_000;

export function transferPlannerUrl(filters: TransferPlannerQuery): string {
  const params = new URLSearchParams({
    type: filters.type,
    position: filters.position,
    price: filters.price,
  });
  return `/api/transfer-planner?${params.toString()}`;
}

/** `GET /api/transfer-planner`: at most 24 scored cards for the filters, validated. */
export const transferPlannerQuery = (filters: TransferPlannerQuery) =>
  queryOptions({
    queryKey: ['/api/transfer-planner', filters],
    queryFn: async ({ signal }) =>
      transferPlannerResponseSchema.parse(await getJson(transferPlannerUrl(filters), signal)),
    staleTime: CACHE_MS,
  });
