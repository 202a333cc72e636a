import { type PredictionMethod, type PriceBacktest, type PriceMetricsResponse } from '@contracts/api/prices';
import type { BootstrapStatic } from '@contracts/fpl/index';
import { seasonLabel } from '@contracts/game/schedule';
import {
  appliesToCurrentInputs,
  type FittedModel,
  modelFromStored,
  hasOfficialPredictions,
} from '@engine/prices';
import type { PriceCapturesRepository } from '../../db/repositories/price-captures';
import type { StoredBacktests } from '../../db/repositories/stored-backtests';
import { activePlayerCount } from './player-directory';

/** The stored run's model when it applies to the inputs built now; null makes the spec's rule call. */
export function liveModel(backtest: PriceBacktest | null): FittedModel | null {
  const model = backtest?.model ? modelFromStored(backtest.model) : null;
  return model && appliesToCurrentInputs(model) ? model : null;
}

export function predictionMethod(official: boolean, model: FittedModel | null): PredictionMethod {
  return official ? 'official' : model ? 'fitted-model' : 'threshold-rule';
}

/** The Prediction System card: measured figures only. */
export async function priceMetrics(
  repos: { captures: PriceCapturesRepository; backtest: StoredBacktests['prices'] },
  b: BootstrapStatic,
): Promise<PriceMetricsResponse> {
  const season = seasonLabel(b.events);
  const official = hasOfficialPredictions(b.elements);
  const backtest = await repos.backtest.latest();
  return {
    prediction_source: official ? 'official' : 'model',
    prediction_method: predictionMethod(official, liveModel(backtest)),
    active_players: activePlayerCount(b),
    captured_days: season ? await repos.captures.countDays(season) : 0,
    backtest,
  };
}
