import {
  priceBacktestSchema,
  type PredictionMethod,
  type PriceBacktest,
  type PriceMetricsResponse,
} from '@contracts/api/prices';
import type { BootstrapStatic } from '@contracts/fpl/index';
import { seasonLabel } from '@contracts/game/schedule';
import {
  appliesToCurrentInputs,
  type FittedModel,
  modelFromStored,
  hasOfficialPredictions,
} from '@engine/prices';
import type { Database } from '../../db/client';
import { priceCapturesRepository } from '../../db/repositories/price-captures';
import { settingsRepository } from '../../db/repositories/settings';
import { activePlayerCount } from './player-directory';

/** admin_settings kind under which tools/backtest-prices stores its latest result. */
export const PRICE_BACKTEST_KIND = 'price-backtest';

export async function storeBacktest(db: Database, result: PriceBacktest): Promise<void> {
  await settingsRepository(db).put(PRICE_BACKTEST_KIND, priceBacktestSchema.parse(result), 'backtest-prices');
}

/** The latest stored backtest; null if none was run (or it no longer matches the contract). */
export async function latestBacktest(db: Database): Promise<PriceBacktest | null> {
  const row = await settingsRepository(db).get(PRICE_BACKTEST_KIND);
  const parsed = priceBacktestSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/** The stored run's model when it applies to the inputs built now; null makes the spec's rule call. */
export function liveModel(backtest: PriceBacktest | null): FittedModel | null {
  const model = backtest?.model ? modelFromStored(backtest.model) : null;
  return model && appliesToCurrentInputs(model) ? model : null;
}

export function predictionMethod(official: boolean, model: FittedModel | null): PredictionMethod {
  return official ? 'official' : model ? 'fitted-model' : 'threshold-rule';
}

/** The Prediction System card: measured figures only. */
export async function priceMetrics(db: Database, b: BootstrapStatic): Promise<PriceMetricsResponse> {
  const season = seasonLabel(b.events);
  const official = hasOfficialPredictions(b.elements);
  const backtest = await latestBacktest(db);
  return {
    prediction_source: official ? 'official' : 'model',
    prediction_method: predictionMethod(official, liveModel(backtest)),
    active_players: activePlayerCount(b),
    captured_days: season ? await priceCapturesRepository(db).countDays(season) : 0,
    backtest,
  };
}
