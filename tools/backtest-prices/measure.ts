import type { BacktestRun, PriceBacktest } from '@contracts/api/prices';
import {
  backtestDaily,
  backtestGameweeks,
  type BacktestResult,
  type DailySample,
  type GameweekSample,
} from '@engine/prices/backtest';
import { PRICE_MODEL, PRICE_MODEL_FIT_SEASONS } from '@engine/prices/model';
import { score as scoreOf } from '@engine/prices/scores';
import type { Database } from '../../server/db/client';
import { historyRepository } from '../../server/db/repositories/past-seasons';
import { priceBacktestRepository } from '../../server/db/repositories/price-backtest';
import { priceCapturesRepository } from '../../server/db/repositories/price-captures';

export const MODEL_DESCRIPTION =
  `Transfer-threshold model: rise at ${PRICE_MODEL.riseShareOfManagers * 100}% of all managers in net transfers ` +
  `since the last change; fall at ${PRICE_MODEL.fallShareOfManagers * 100}% of managers plus ` +
  `${PRICE_MODEL.fallShareOfOwners * 100}% of the player's owners (half for flagged players); at most ` +
  `${PRICE_MODEL.maxChangesPerGameweek} changes a gameweek. Shares fitted on the ${PRICE_MODEL_FIT_SEASONS[0]} to ` +
  `${PRICE_MODEL_FIT_SEASONS.at(-1)} gameweeks.`;

/** Groups rows already ordered by player into one array per player. */
function byPlayer<T extends { playerId: number }>(rows: readonly T[]): T[][] {
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

/** Adds up the confusion counts of several seasons and scores the totals. */
function merge(results: BacktestResult[]): BacktestResult {
  const sum = (pick: (r: BacktestResult) => BacktestResult['rise']) => {
    const c = { tp: 0, fp: 0, fn: 0 };
    for (const r of results) {
      c.tp += pick(r).true_positives;
      c.fp += pick(r).false_positives;
      c.fn += pick(r).false_negatives;
    }
    return c;
  };
  return {
    samples: results.reduce((a, r) => a + r.samples, 0),
    rise: scoreOf(sum((r) => r.rise)),
    fall: scoreOf(sum((r) => r.fall)),
  };
}

async function dailyRun(db: Database): Promise<BacktestRun | null> {
  const repo = priceBacktestRepository(db);
  const seasons = await repo.capturedSeasons();
  if (seasons.length === 0) return null;
  const results: BacktestResult[] = [];
  for (const season of seasons) {
    const totals = new Map(
      (await priceCapturesRepository(db).listDays(season)).map((d) => [d.recordDate, d.totalPlayers]),
    );
    const series: DailySample[][] = byPlayer(await repo.dailyRows(season));
    results.push(backtestDaily(series, (date) => totals.get(date) ?? null));
  }
  const r = merge(results);
  return {
    dataset: 'daily',
    description: `Daily captures: each night's change called from the transfers since the player's last change (${r.samples} player-days).`,
    seasons,
    ...r,
  };
}

/** One row per player and gameweek (a double gameweek repeats the price fields), managers per gameweek. */
function gameweekSeries(rows: ReadonlyArray<GameweekSample & { playerId: number }>) {
  const series = byPlayer(rows).map((weeks) =>
    weeks.filter((w, i) => i === 0 || weeks[i - 1]?.gameweek !== w.gameweek),
  );
  const owners = new Map<number, number>();
  for (const weeks of series)
    for (const w of weeks) owners.set(w.gameweek, (owners.get(w.gameweek) ?? 0) + w.selected);
  return { series, managers: (gw: number) => (owners.get(gw) ?? 0) / 15 };
}

async function gameweekRun(
  db: Database,
  seasons: string[],
  description: string,
): Promise<BacktestRun | null> {
  if (seasons.length === 0) return null;
  const results: BacktestResult[] = [];
  for (const season of seasons) {
    const { series, managers } = gameweekSeries(await priceBacktestRepository(db).gameweekRows(season));
    results.push(backtestGameweeks(series, managers));
  }
  const r = merge(results);
  return {
    dataset: 'gameweek',
    description: `${description} (${r.samples} player-gameweeks).`,
    seasons,
    ...r,
  };
}

/**
 * Scores the price model on everything stored: the daily captures, and the imported seasons a
 * gameweek at a time, split into the seasons the model was fitted on and the others (out of
 * sample). `seasons` limits the imported seasons used; empty means all.
 */
export async function measureBacktest(
  db: Database,
  seasons: readonly string[],
  now: Date,
): Promise<PriceBacktest> {
  const imported = (await historyRepository(db).listSeasons()).map((s) => s.label).sort();
  const missing = seasons.filter((s) => !imported.includes(s));
  if (missing.length > 0)
    throw new Error(`not imported: ${missing.join(', ')} (imported: ${imported.join(', ') || 'none'})`);
  const chosen = seasons.length > 0 ? [...seasons].sort() : imported;
  const fitted = new Set<string>(PRICE_MODEL_FIT_SEASONS);
  const runs = [
    await dailyRun(db),
    await gameweekRun(
      db,
      chosen.filter((s) => !fitted.has(s)),
      'Imported seasons the model was not fitted on, a gameweek at a time: a change between two gameweeks called from the net transfers carried since the last change',
    ),
    await gameweekRun(
      db,
      chosen.filter((s) => fitted.has(s)),
      'Imported seasons the model was fitted on (in sample), a gameweek at a time',
    ),
  ].filter((r): r is BacktestRun => r !== null);
  return { measured_at: now.toISOString(), model: MODEL_DESCRIPTION, runs };
}
