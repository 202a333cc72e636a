import { queryOptions } from '@tanstack/react-query';
import type {
  captainCandidatesResponseSchema,
  transferPlannerResponseSchema,
  CaptainQuery,
  TransferPlannerQuery,
} from '@contracts/api/player-scores';
import { CACHE_TIMES } from './cache-times';
import { readAs } from './read';

/** The filters the Captain Selector opens on (asked for with the screen's code, see routes.ts). */
export const FIRST_CAPTAIN_FILTERS: CaptainQuery = { strategy: 'safe', position: 'all' };

/** The filters the Transfer Planner opens on (asked for with the screen's code, see routes.ts). */
export const FIRST_TRANSFER_FILTERS: TransferPlannerQuery = { type: 'in', position: 'all', price: 'all' };

/** `GET /api/captain-candidates`: at most 20 scored candidates for the filters. */
export const captainCandidatesQuery = (filters: CaptainQuery) =>
  queryOptions({
    queryKey: ['/api/captain-candidates', { strategy: filters.strategy, position: filters.position }],
    queryFn: readAs<typeof captainCandidatesResponseSchema>(),
    staleTime: CACHE_TIMES.baseData,
  });

/** `GET /api/transfer-planner`: at most 24 scored cards for the filters. */
export const transferPlannerQuery = (filters: TransferPlannerQuery) =>
  queryOptions({
    queryKey: [
      '/api/transfer-planner',
      { type: filters.type, position: filters.position, price: filters.price },
    ],
    queryFn: readAs<typeof transferPlannerResponseSchema>(),
    staleTime: CACHE_TIMES.baseData,
  });
