import type {
  captainCandidatesResponseSchema,
  transferPlannerResponseSchema,
  CaptainQuery,
  TransferPlannerQuery,
} from '@contracts/api/player-scores';
import { CACHE_TIMES } from './cache-times';
import { readQuery } from './read';

/** The filters the Captain Selector opens on (asked for with the screen's code, see routes.ts). */
export const FIRST_CAPTAIN_FILTERS: CaptainQuery = { strategy: 'safe', position: 'all' };

/** The filters the Transfer Planner opens on (asked for with the screen's code, see routes.ts). */
export const FIRST_TRANSFER_FILTERS: TransferPlannerQuery = { type: 'in', position: 'all', price: 'all' };

/** `GET /api/captain-candidates`: at most 20 scored candidates for the filters. */
export const captainCandidatesQuery = (filters: CaptainQuery) =>
  readQuery<typeof captainCandidatesResponseSchema>(
    ['/api/captain-candidates', { strategy: filters.strategy, position: filters.position }],
    { staleTime: CACHE_TIMES.baseData },
  );

/** `GET /api/transfer-planner`: at most 24 scored cards for the filters. */
export const transferPlannerQuery = (filters: TransferPlannerQuery) =>
  readQuery<typeof transferPlannerResponseSchema>(
    ['/api/transfer-planner', { type: filters.type, position: filters.position, price: filters.price }],
    { staleTime: CACHE_TIMES.baseData },
  );
