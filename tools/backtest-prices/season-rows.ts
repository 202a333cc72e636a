import { honestRows, type GameweekSample, type HonestRow } from '@engine/prices';
import type { Database } from '../../server/db/client';
import { priceBacktestRepository } from '../../server/db/repositories/price-backtest';

/** Groups rows already ordered by player into one array per player. */
export function byPlayer<T extends { playerId: number }>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  for (const row of rows) {
    if (current.length > 0 && current[0]?.playerId !== row.playerId) {
      out.push(current);
      current = [];
    }
    current.push(row);
  }
  if (current.length > 0) out.push(current);
  return out;
}

/**
 * One sample per player and gameweek: a double gameweek repeats the price fields on its two rows
 * and splits the minutes. Managers at a deadline are all owners / 15 (every squad holds 15).
 */
export function gameweekSeries(rows: ReadonlyArray<GameweekSample & { playerId: number }>) {
  const series = byPlayer(rows).map((fixtures) => {
    const weeks: GameweekSample[] = [];
    for (const { playerId: _id, ...f } of fixtures) {
      const last = weeks.at(-1);
      if (last?.gameweek === f.gameweek) last.minutes += f.minutes;
      else weeks.push({ ...f });
    }
    return weeks;
  });
  const owners = new Map<number, number>();
  for (const weeks of series)
    for (const w of weeks) owners.set(w.gameweek, (owners.get(w.gameweek) ?? 0) + w.selected);
  return { series, managers: (gw: number) => (owners.get(gw) ?? 0) / 15 };
}

/** The honest prediction rows of one imported season. */
export async function seasonRows(db: Database, season: string): Promise<HonestRow[]> {
  const { series, managers } = gameweekSeries(await priceBacktestRepository(db).gameweekRows(season));
  return honestRows(series, managers);
}
