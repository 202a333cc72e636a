import type { PriceHistoryResponse } from '@contracts/api/prices';
import type { BootstrapStatic } from '@contracts/fpl/index';
import { seasonLabel } from '@contracts/game/schedule';
import type { PriceCapturesRepository } from '../../db/repositories/price-captures';
import { notFound } from '../../http/api-error';
import { directory } from './player-directory';

/** One current player's captured days this season, oldest first, for the price chart. */
export async function priceHistory(
  captures: PriceCapturesRepository,
  b: BootstrapStatic,
  playerId: number,
): Promise<PriceHistoryResponse> {
  const dir = directory(b);
  const el = dir.element(playerId);
  if (!el) throw notFound(`There is no player ${playerId} in the current game.`);
  const season = seasonLabel(b.events);
  const rows = season ? await captures.seriesOf(season, playerId) : [];
  return {
    ...dir.identity(el),
    season,
    // Unknown while the game's price cannot be read; the captured days still show.
    start_price: el.now_cost === null ? null : el.now_cost - el.cost_change_start,
    current_price: el.now_cost,
    points: rows.map((r) => ({
      date: r.recordDate,
      price: r.currentPrice,
      ownership: r.ownership,
      transfers_in: r.dailyTransfersIn,
      transfers_out: r.dailyTransfersOut,
    })),
  };
}
