import { sql } from 'drizzle-orm';
import { alertTypesFor, detectChanges, type DetectedChange } from '@engine/prices';
import type { Database } from '../../db/client';
import { alertsRepository, type NewPriceAlert } from '../../db/repositories/alerts';
import {
  dailyPricesRepository,
  type NewDailyPrice,
  type PriceAndTransfers,
} from '../../db/repositories/daily-prices';
import { priceCapturesRepository } from '../../db/repositories/price-captures';
import { priceChangesRepository } from '../../db/repositories/price-changes';
import { watchersOf } from '../../db/repositories/watchers';
import { nextTurn } from '../next-turn';

/** One player's capture before the daily transfer counts are worked out against the previous day. */
export type CapturedPlayer = Omit<
  NewDailyPrice,
  'season' | 'recordDate' | 'dailyTransfersIn' | 'dailyTransfersOut'
>;

export interface CaptureDay {
  season: string;
  /** The UK price day, 'YYYY-MM-DD'. */
  date: string;
  source: 'live' | 'history';
  totalPlayers: number | null;
  players: readonly CapturedPlayer[];
}

export type StoreResult =
  | { status: 'captured'; players: number; changes: number; alerts: number }
  | { status: 'already-captured' }
  | { status: 'busy' };

// Only one app instance stores a day: the others find the lock taken and leave the day to it.
// (The migration lock in db/client.ts is 727_001.)
const CAPTURE_LOCK_KEY = 727_002;

/** Rows written per statement: a demo day (about 700 players) is then seven short statements. */
const ROWS_PER_STATEMENT = 100;

/**
 * Stores a capture day: the players' rows in short statements of their own, then, in one
 * transaction, the day marker, the price changes against the previous captured day, and the alerts
 * those changes raise. Embedded PGlite runs one query at a time on the main thread, so a whole day
 * in one transaction kept every database read (and, during the big statement, every request)
 * waiting for it. Readers go by the marker (`priceCapturesRepository`), so rows of a day whose
 * marker is not written yet are invisible; a run cut off half way is completed by the next one,
 * whose inserts skip the rows already there. A day already marked is left as it is, so running
 * this twice changes nothing.
 */
export async function storeDay(db: Database, day: CaptureDay): Promise<StoreResult> {
  const captures = priceCapturesRepository(db);
  if (await captures.get(day.season, day.date)) return { status: 'already-captured' };
  const daily = dailyPricesRepository(db);
  const previousDay = await captures.latestBefore(day.season, day.date);
  const previous = previousDay ? await daily.pricesAndTransfers(day.season, previousDay.recordDate) : [];
  const rows = withDailyTransfers(day, new Map(previous.map((r) => [r.playerId, r])));
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
    // Requests go ahead between the statements.
    await nextTurn();
    await daily.upsertMany(rows.slice(from, from + ROWS_PER_STATEMENT));
  }
  await nextTurn();
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`SELECT pg_try_advisory_xact_lock(${CAPTURE_LOCK_KEY}) AS locked`,
    )) as unknown as {
      rows: Array<{ locked: boolean }>;
    };
    if (lock.rows[0]?.locked !== true) return { status: 'busy' } as const;
    return markDay(tx, day, previous);
  });
}

async function markDay(
  tx: Database,
  day: CaptureDay,
  previous: readonly PriceAndTransfers[],
): Promise<StoreResult> {
  const marked = await priceCapturesRepository(tx).record({
    season: day.season,
    recordDate: day.date,
    totalPlayers: day.totalPlayers,
    source: day.source,
  });
  // Another instance marked the day between our check and this transaction.
  if (!marked) return { status: 'already-captured' };

  // The changes come from the rows as stored, which after a cut-off run include its rows.
  const rows = await dailyPricesRepository(tx).pricesAndTransfers(day.season, day.date);
  const detected = detectChanges(
    previous.map((r) => ({ playerId: r.playerId, price: r.currentPrice })),
    rows.map((r) => ({ playerId: r.playerId, price: r.currentPrice })),
  );
  const stored = await priceChangesRepository(tx).insertMany(
    detected.map((c) => ({ season: day.season, changeDate: day.date, ...c })),
  );
  const alerts = await alertsRepository(tx).recordMany(await alertsFor(tx, detected, day.date));
  return { status: 'captured', players: rows.length, changes: stored.length, alerts };
}

/**
 * Daily transfers are the rise of the season totals since the previous capture (never negative);
 * a player with no previous capture gets this gameweek's transfers, the nearest known window.
 */
function withDailyTransfers(day: CaptureDay, previous: Map<number, PriceAndTransfers>): NewDailyPrice[] {
  return day.players.map((p) => {
    const before = previous.get(p.playerId);
    return {
      ...p,
      season: day.season,
      recordDate: day.date,
      dailyTransfersIn: before ? Math.max(0, p.transfersIn - before.transfersIn) : p.transfersInEvent,
      dailyTransfersOut: before ? Math.max(0, p.transfersOut - before.transfersOut) : p.transfersOutEvent,
    };
  });
}

async function alertsFor(
  db: Database,
  changes: readonly DetectedChange[],
  date: string,
): Promise<NewPriceAlert[]> {
  const byPlayer = new Map(changes.map((c) => [c.playerId, c]));
  const items = await watchersOf(db, [...byPlayer.keys()]);
  return items.flatMap((item) => {
    const change = byPlayer.get(item.playerId);
    if (!change) return [];
    return alertTypesFor(change, item).map((changeType) => ({
      ownerId: item.ownerId,
      watchlistItemId: item.id,
      playerId: item.playerId,
      playerName: item.playerName,
      changeType,
      oldPrice: change.oldPrice,
      newPrice: change.newPrice,
      changeAmount: change.changeAmount,
      priceDate: date,
    }));
  });
}
