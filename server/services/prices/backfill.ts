import fs from 'node:fs/promises';
import path from 'node:path';
import type { BootstrapStatic } from '@contracts/fpl/index';
import {
  PRICE_HISTORY_FILE,
  priceHistoryDaySchema,
  priceHistoryEnvelopeSchema,
  type PriceHistoryFile,
} from '@contracts/price-history-file';
import { indexBootstrap } from '@contracts/game/bootstrap-index';
import { hasPrice } from '@contracts/game/priced';
import { seasonLabel } from '@contracts/game/schedule';
import type { Database } from '../../db/client';
import { nextTurn } from '../next-turn';
import { storeDay, type CaptureDay, type CapturedPlayer } from './store-day';

export interface BackfillResult {
  /** Days newly stored; days already stored are skipped. */
  stored: number;
  skipped: number;
  changes: number;
}

/**
 * Replays a price history day by day through the same store as the live capture, so changes and
 * alerts are detected the same way. Only players in the bootstrap are stored (their names, clubs,
 * positions and start prices come from it); a history of another season is refused.
 *
 * Each day is its own transaction, followed by a turn of the event loop: embedded PGlite runs
 * queries on the main thread, so one transaction for the whole history (95 demo days, 57,000 rows)
 * kept every request, even ones that never touch the database, waiting for many seconds at start-up.
 */
export async function backfillFromHistory(
  db: Database,
  history: PriceHistoryFile,
  b: BootstrapStatic,
): Promise<BackfillResult> {
  const season = seasonLabel(b.events);
  if (season !== history.season) {
    throw new Error(
      `price history is for ${history.season} but the bootstrap is ${season ?? 'without a season'}`,
    );
  }
  const { elements } = indexBootstrap(b);
  const days = [...history.days].sort((a, c) => a.date.localeCompare(c.date));
  const captureDays = days.map((day): CaptureDay => {
    const players: CapturedPlayer[] = [];
    for (const [id, cost, selected, tin, tout, tinEvent, toutEvent, costEvent] of day.players) {
      const el = elements.get(id);
      if (!el || !hasPrice(el)) continue;
      players.push({
        playerId: id,
        playerName: el.web_name,
        originalPrice: el.now_cost - el.cost_change_start,
        currentPrice: cost,
        ownership: Math.round(selected * 100) / 100,
        transfersIn: tin,
        transfersOut: tout,
        transfersInEvent: tinEvent,
        transfersOutEvent: toutEvent,
        priceChangeEvent: costEvent,
        teamId: el.team,
        position: el.element_type,
      });
    }
    return { season, date: day.date, source: 'history', totalPlayers: day.total_players, players };
  });
  const result: BackfillResult = { stored: 0, skipped: 0, changes: 0 };
  for (const day of captureDays) {
    const stored = await storeDay(db, day);
    if (stored.status === 'captured') {
      result.stored += 1;
      result.changes += stored.changes;
    } else result.skipped += 1;
    await nextTurn();
  }
  return result;
}

/**
 * Reads and validates `price-history.json` from a data directory; undefined when there is none.
 * The days are checked one at a time with a turn of the event loop between them: checking the
 * demo's 57,000 player tuples at once kept requests waiting for most of a second at start-up.
 */
export async function readPriceHistory(dir: string): Promise<PriceHistoryFile | undefined> {
  const file = path.join(dir, PRICE_HISTORY_FILE);
  const text = await fs.readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });
  if (text === undefined) return undefined;
  const invalid = (message: string | undefined) =>
    new Error(`${file} is not a price history: ${message ?? 'invalid'}`);
  const envelope = priceHistoryEnvelopeSchema.safeParse(JSON.parse(text));
  if (!envelope.success) throw invalid(envelope.error.issues[0]?.message);
  const days: PriceHistoryFile['days'] = [];
  for (const [i, raw] of envelope.data.days.entries()) {
    const day = priceHistoryDaySchema.safeParse(raw);
    if (!day.success) throw invalid(`day ${i + 1}: ${day.error.issues[0]?.message ?? 'invalid'}`);
    days.push(day.data);
    await nextTurn();
  }
  return { ...envelope.data, days };
}
