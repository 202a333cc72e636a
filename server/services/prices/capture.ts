import type { BootstrapStatic } from '@contracts/fpl/index';
import { hasPrice } from '@contracts/game/priced';
import { seasonLabel } from '@contracts/game/schedule';
import type { Database } from '../../db/client';
import type { FplSource } from '../../fpl/source';
import { hasOfficialPredictions, readOfficialFields, type OfficialFields } from '@engine/prices';
import { ownershipOf } from './player-directory';
import { storeDay, type CapturedPlayer, type StoreResult } from './store-day';
import { priceDay } from './uk-day';

export type CaptureResult = StoreResult | { status: 'no-season' };

export interface CaptureDeps {
  db: Database;
  fpl: FplSource;
  now: () => Date;
  /** Minutes after UK midnight at which a price day starts (see priceDay). */
  captureMinutes: number;
}

/**
 * Captures today's prices from bootstrap-static, unless the price day is already stored. The read
 * is fresh (past the cache, no stale copy when upstream fails): a cached copy from before the
 * price update would be stored as the new day, and the hourly retries would then skip the day.
 */
export async function capturePrices(deps: CaptureDeps): Promise<{ date: string; result: CaptureResult }> {
  const date = priceDay(deps.now(), deps.captureMinutes);
  const { data } = await deps.fpl.bootstrapStatic({ fresh: true });
  const season = seasonLabel(data.events);
  if (!season) return { date, result: { status: 'no-season' } };
  const result = await storeDay(deps.db, {
    season,
    date,
    source: 'live',
    totalPlayers: data.total_players ?? null,
    players: capturedPlayers(data),
  });
  return { date, result };
}

/**
 * Each bootstrap element as the daily table stores it; the game's own price-change figures only
 * when it publishes them (the 2025-26 bootstrap carried "0" on every player, which is not a figure).
 */
export function capturedPlayers(b: BootstrapStatic): CapturedPlayer[] {
  const official = hasOfficialPredictions(b.elements);
  // A player whose price could not be read is left out of the day rather than stored with a made-up one.
  return b.elements.filter(hasPrice).map((el) => ({
    ...(official ? officialColumns(readOfficialFields(el)) : {}),
    playerId: el.id,
    playerName: el.web_name,
    originalPrice: el.now_cost - el.cost_change_start,
    currentPrice: el.now_cost,
    ownership: ownershipOf(el),
    transfersIn: el.transfers_in,
    transfersOut: el.transfers_out,
    transfersInEvent: el.transfers_in_event,
    transfersOutEvent: el.transfers_out_event,
    priceChangeEvent: el.cost_change_event,
    teamId: el.team,
    position: el.element_type,
    status: el.status,
  }));
}

function officialColumns(f: OfficialFields) {
  return {
    officialPercent: f.percent,
    officialNextPercent: f.projections.find((p) => p.offset === 0)?.projectedPercent ?? null,
    // An instant the database cannot read would fail the whole day's capture: kept only when it parses.
    officialLockedUntil:
      f.lockedUntil !== null && Number.isFinite(Date.parse(f.lockedUntil))
        ? new Date(f.lockedUntil).toISOString()
        : null,
    officialCalibrating: f.calibrating,
  };
}
