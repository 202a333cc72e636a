import type { PricePredictionsResponse } from '@contracts/api/prices';
import type { BootstrapStatic } from '@contracts/fpl/index';
import { hasPrice } from '@contracts/game/priced';
import { seasonLabel } from '@contracts/game/schedule';
import {
  netSinceChange,
  hasOfficialPredictions,
  readOfficialFields,
  predictPrices,
  type PredictionPlayer,
} from '@engine/prices';
import type { StoredBacktests } from '../../db/repositories/stored-backtests';
import type { PlayerBaseline } from '../../db/repositories/price-captures';
import type { BaselinesOf } from './baselines-memo';
import { directory, ownershipOf } from './player-directory';
import { liveModel, predictionMethod } from './metrics';
import { chanceFor, predictionRow } from './prediction-rows';

/**
 * Predictions for the next price update: the game's own figures when it publishes them, else the
 * model fitted by the latest stored backtest, fed with each player's net transfers since his last
 * captured change and this gameweek's figures; without a stored model, the spec's
 * transfer-threshold rule, its progress calibrated by the stored run if there is one.
 */
export async function pricePredictions(
  backtests: StoredBacktests['prices'],
  b: BootstrapStatic,
  fetchedAt: Date,
  now: Date,
  baselinesOf: BaselinesOf,
): Promise<PricePredictionsResponse> {
  const source = hasOfficialPredictions(b.elements) ? 'official' : 'model';
  const season = seasonLabel(b.events);
  const baselines =
    source === 'model' && season ? await baselinesOf(season) : new Map<number, PlayerBaseline>();
  const totalManagers = b.total_players ?? 0;
  const dir = directory(b);

  // Without a readable price there is no change to predict.
  const players: PredictionPlayer[] = b.elements.filter(hasPrice).map((el) => {
    const base = baselines.get(el.id);
    // A price different from the last capture moved at an update since: count from that capture.
    const atLastChange = base
      ? el.now_cost !== base.latest.price
        ? base.latest.net
        : base.atLastChange
      : null;
    const net = netSinceChange({
      atLastChange,
      first: base?.first ?? null,
      now: {
        net: el.transfers_in - el.transfers_out,
        gameweekNet: el.transfers_in_event - el.transfers_out_event,
      },
    });
    return {
      playerId: el.id,
      status: el.status,
      owners: (ownershipOf(el) / 100) * totalManagers,
      gameweekChange: el.cost_change_event,
      gameweekNet: el.transfers_in_event - el.transfers_out_event,
      netSinceChange: net.net,
      netBasis: net.basis,
      official: readOfficialFields(el),
    };
  });
  const backtest = source === 'model' ? await backtests.latest() : null;
  const fitted = liveModel(backtest);
  const nextDeadline =
    b.events.find((e) => Date.parse(e.deadline_time) > now.getTime())?.deadline_time ?? null;
  return {
    source,
    method: predictionMethod(source === 'official', fitted),
    as_of: fetchedAt.toISOString(),
    predictions: predictPrices(players, { source, totalManagers, now, nextDeadline, fitted }).flatMap(
      (call) => {
        const el = dir.element(call.playerId);
        return el && hasPrice(el)
          ? [
              predictionRow(
                call,
                el,
                dir.identity(el),
                chanceFor(call, backtest?.progress_calibration ?? null),
              ),
            ]
          : [];
      },
    ),
  };
}
