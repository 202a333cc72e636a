import type {
  PriceHistoryResponse,
  PriceMetricsResponse,
  PricePredictionsResponse,
  RecentPriceChangesResponse,
} from '@contracts/api/prices';
import type { PriceCapturesRepository } from '../../db/repositories/price-captures';
import type { PriceChangesRepository } from '../../db/repositories/price-changes';
import type { StoredBacktests } from '../../db/repositories/stored-backtests';
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

export interface PriceServiceDeps {
  fpl: FplSource;
  now: () => Date;
  captures: PriceCapturesRepository;
  changes: PriceChangesRepository;
  /** The stored price backtest: its fitted model and the accuracy card's figures. */
  backtest: StoredBacktests['prices'];
}

/** The Price Tracker's reads: the daily table joined with the current bootstrap. */
export function createPriceService(deps: PriceServiceDeps): PriceService {
  const { captures, changes, backtest } = deps;
  const bootstrap = () => deps.fpl.bootstrapStatic();
  const baselinesOf = baselinesMemo(captures);
  return {
    recentChanges: async () => recentPriceChanges({ captures, changes }, (await bootstrap()).data),
    predictions: async () => {
      const { data, fetchedAt } = await bootstrap();
      return pricePredictions(backtest, data, fetchedAt, deps.now(), baselinesOf);
    },
    history: async (playerId) => priceHistory(captures, (await bootstrap()).data, playerId),
    metrics: async () => priceMetrics({ captures, backtest }, (await bootstrap()).data),
  };
}
