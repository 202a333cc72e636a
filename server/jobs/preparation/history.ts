import { seasonLabel } from '@contracts/game/schedule';
import type { Database } from '../../db/client';
import { historyRepository } from '../../db/repositories/past-seasons';
import type { FplSource } from '../../fpl/source';
import { previousSeasons } from '../../services/matches/current-season';
import type { HistoryOutcome } from './protocol';

/** Waits between attempts while the history source is unreachable: 30 s doubling to 15 min. */
export function retryDelayMs(failures: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failures - 1), 15 * 60_000);
}

/**
 * The past seasons a real source needs and does not have: the `count` seasons before the source's
 * own (from its bootstrap), minus those already stored from real data. Empty when all are in.
 */
export async function seasonsToFetch(
  db: Database,
  fpl: FplSource,
  count: number,
): Promise<{ wanted: string[]; missing: string[] }> {
  const current = seasonLabel((await fpl.bootstrapStatic()).data.events);
  if (!current) return { wanted: [], missing: [] };
  const wanted = previousSeasons(current, count);
  const stored = new Set(
    (await historyRepository(db).listSeasons()).filter((s) => s.origin === 'real').map((s) => s.label),
  );
  return { wanted, missing: wanted.filter((s) => !stored.has(s)) };
}

/** The log line of a finished history job (operator words: they name the source and seasons). */
export function describeOutcome(url: string, o: HistoryOutcome): string {
  const parts = [
    o.imported.length > 0 ? `imported ${o.imported.join(', ')}` : 'nothing new imported',
    o.unavailable.length > 0 ? `not published there: ${o.unavailable.join(', ')}` : null,
    o.unreadable.length > 0 ? `unreadable: ${o.unreadable.join(', ')}` : null,
  ];
  return `Past seasons from ${url}: ${parts.filter(Boolean).join('; ')}`;
}
