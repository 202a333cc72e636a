import type { PriceChange, RecentPriceChangesResponse } from '@contracts/api/prices';
import type { BootstrapStatic } from '@contracts/fpl/index';
import { seasonLabel } from '@contracts/game/schedule';
import type { PriceCapturesRepository } from '../../db/repositories/price-captures';
import type { PriceChangesRepository } from '../../db/repositories/price-changes';
import { directory } from './player-directory';

/** The running season's detected changes, newest first, with the season's rise and fall counts. */
export async function recentPriceChanges(
  repos: { captures: PriceCapturesRepository; changes: PriceChangesRepository },
  b: BootstrapStatic,
): Promise<RecentPriceChangesResponse> {
  const season = seasonLabel(b.events);
  if (!season)
    return { season: null, last_capture_date: null, rises_this_season: 0, falls_this_season: 0, changes: [] };
  const dir = directory(b);
  const stored = await repos.changes.listWithCapture(season);
  const changes: PriceChange[] = stored.map(({ change, capture }) => ({
    id: change.id,
    ...dir.captured(capture),
    change_date: change.changeDate,
    direction: change.changeAmount > 0 ? 'rise' : 'fall',
    change_amount: change.changeAmount,
    old_price: change.oldPrice,
    current_price: change.newPrice,
    start_price: capture.originalPrice,
    total_change: change.newPrice - capture.originalPrice,
    gameweek_change: capture.priceChangeEvent,
    ownership: capture.ownership,
    transfers_in: capture.dailyTransfersIn,
    transfers_out: capture.dailyTransfersOut,
  }));
  const latest = await repos.captures.latest(season);
  return {
    season,
    last_capture_date: latest?.recordDate ?? null,
    rises_this_season: changes.filter((c) => c.direction === 'rise').length,
    falls_this_season: changes.filter((c) => c.direction === 'fall').length,
    changes,
  };
}
