import { queryOptions } from '@tanstack/react-query';
import {
  captainCandidatesResponseSchema,
  transferPlannerResponseSchema,
  type CaptainQuery,
  type TransferPlannerQuery,
} from '@contracts/api/player-scores';
import { CACHE_TIMES } from './cache-times';
import { readWith } from './read';

/** `GET /api/captain-candidates`: at most 20 scored candidates for the filters. */
export const captainCandidatesQuery = (filters: CaptainQuery) =>
  queryOptions({
    queryKey: ['/api/captain-candidates', { strategy: filters.strategy, position: filters.position }],
    queryFn: readWith(captainCandidatesResponseSchema),
    staleTime: CACHE_TIMES.baseData,
  });

/** `GET /api/transfer-planner`: at most 24 scored cards for the filters. */
export const transferPlannerQuery = (filters: TransferPlannerQuery) =>
  queryOptions({
    queryKey: [
      '/api/transfer-planner',
      { type: filters.type, position: filters.position, price: filters.price },
    ],
    queryFn: readWith(transferPlannerResponseSchema),
    staleTime: CACHE_TIMES.baseData,
  });
