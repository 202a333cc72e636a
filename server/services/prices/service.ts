import type {
  PriceHistoryResponse,
  PriceMetricsResponse,
  PricePredictionsResponse,
  RecentPriceChangesResponse,
} from '@contracts/api/prices';
import type { Database } from '../../db/client';
import type { FplSource } from '../../fpl/source';
import { baselinesMemo } from './baselines-memo';
import { priceHistory } from './price-history';
import { priceMetrics } from './metrics';
import { pricePredictions } from './predictions';
import { recentPriceChanges } from './recent';

export interface PriceService {
  recentChanges(): Promise<RecentPriceChangesResponse>;
  predictions(): Promise<PricePredictionsResponse>;
  history(playerId: number): Promise<PriceHistoryResponse>;
  metrics(): Promise<PriceMetricsResponse>;
}

/** The Price Tracker's reads: the daily table joined with the current bootstrap. */
export function createPriceService(deps: { db: Database; fpl: FplSource; now: () => Date }): PriceService {
  const bootstrap = () => deps.fpl.bootstrapStatic();
  const baselinesOf = baselinesMemo(deps.db);
  return {
    recentChanges: async () => recentPriceChanges(deps.db, (await bootstrap()).data),
    predictions: async () => {
      const { data, fetchedAt } = await bootstrap();
      return pricePredictions(deps.db, data, fetchedAt, deps.now(), baselinesOf);
    },
    history: async (playerId) => priceHistory(deps.db, (await bootstrap()).data, playerId),
    metrics: async () => priceMetrics(deps.db, (await bootstrap()).data),
  };
}
