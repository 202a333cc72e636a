import type { DailyMeasure } from '@contracts/api/prices';
import {
  backtestDaily,
  type BacktestResult,
  type DailySample,
  backtestOfficial,
  type OfficialSample,
  score,
} from '@engine/prices';
import type { Database } from '../../server/db/client';
import { priceBacktestRepository } from '../../server/db/repositories/price-backtest';
import { priceCapturesRepository } from '../../server/db/repositories/price-captures';
import { byPlayer } from './season-rows';

/** Capture days needed before a nightly measure is shown. */
const DAILY_DAYS_REQUIRED = 14;

/** Sums one measure over seasons: `days` counted per season, scores added up. */
async function overSeasons(
  seasons: readonly string[],
  measure: (season: string) => Promise<{ days: number; result: BacktestResult }>,
): Promise<DailyMeasure> {
  const c = { rise: { tp: 0, fp: 0, fn: 0 }, fall: { tp: 0, fp: 0, fn: 0 } };
  let samples = 0;
  let days = 0;
  for (const season of seasons) {
    const m = await measure(season);
    days += m.days;
    samples += m.result.samples;
    for (const dir of ['rise', 'fall'] as const) {
      c[dir].tp += m.result[dir].true_positives;
      c[dir].fp += m.result[dir].false_positives;
      c[dir].fn += m.result[dir].false_negatives;
    }
  }
  return {
    seasons: [...seasons],
    days,
    samples,
    enough: days >= DAILY_DAYS_REQUIRED,
    required_days: DAILY_DAYS_REQUIRED,
    rise: score(c.rise),
    fall: score(c.fall),
  };
}

/** The daily captures scored night by night with the tracker's rule; null before any capture. */
export async function dailyMeasure(db: Database): Promise<DailyMeasure | null> {
  const repo = priceBacktestRepository(db);
  const seasons = await repo.capturedSeasons();
  if (seasons.length === 0) return null;
  return overSeasons(seasons, async (season) => {
    const listed = await priceCapturesRepository(db).listDays(season);
    const totals = new Map(listed.map((d) => [d.recordDate, d.totalPlayers]));
    const series: DailySample[][] = byPlayer(await repo.dailyRows(season));
    return { days: listed.length, result: backtestDaily(series, (date) => totals.get(date) ?? null) };
  });
}

/**
 * The game's own figures scored night by night from the captures that stored them (did a change
 * they said was due happen that night?); `days` counts the captures with the figures. Null before
 * any capture.
 */
export async function officialMeasure(db: Database): Promise<DailyMeasure | null> {
  const repo = priceBacktestRepository(db);
  const seasons = await repo.capturedSeasons();
  if (seasons.length === 0) return null;
  return overSeasons(seasons, async (season) => {
    const rows = await repo.officialRows(season);
    const withFields = new Set(rows.filter((r) => r.calibrating !== null).map((r) => r.date));
    const series: OfficialSample[][] = byPlayer(rows).map((days) =>
      days.map((r) => ({
        date: r.date,
        price: r.price,
        official:
          r.calibrating === null
            ? null
            : {
                percent: r.percent,
                projections: r.nextPercent === null ? [] : [{ offset: 0, projectedPercent: r.nextPercent }],
                lockedUntil: r.lockedUntil,
                calibrating: r.calibrating,
              },
      })),
    );
    return { days: withFields.size, result: backtestOfficial(series) };
  });
}
