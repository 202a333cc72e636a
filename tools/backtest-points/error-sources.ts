import type { BacktestRecord } from './measure';
import { rmse, scoredRows } from './summary';

/** Minutes bands of the breakdown: did not play, a short spell, 60+ (a double gameweek's sum). */
const BANDS = [
  ['no minutes', (m: number) => m === 0],
  ['1-59 minutes', (m: number) => m > 0 && m < 60],
  ['60+ minutes', (m: number) => m >= 60],
] as const;

export interface ErrorSources {
  season: string;
  rows: number;
  /** Per minutes band: rows and the band's share of the model's summed squared error. */
  bands: { band: string; rows: number; share: number }[];
  /**
   * The model's RMSE had every row without minutes been predicted 0: what perfect team news alone
   * could gain. Not a forecast (it reads the outcome's minutes); a ceiling for availability data.
   */
  knownAbsences: number | null;
}

/** Where the model's squared error comes from, per season, on the rows the comparison scores. */
export function errorSources(records: readonly BacktestRecord[], seasons: readonly string[]): ErrorSources[] {
  return seasons.map((season) => {
    const rows = scoredRows(records).filter((r) => r.season === season);
    const squared = (r: BacktestRecord) => (r.model - r.actual) ** 2;
    const total = rows.reduce((s, r) => s + squared(r), 0);
    return {
      season,
      rows: rows.length,
      bands: BANDS.map(([band, inBand]) => {
        const mine = rows.filter((r) => inBand(r.minutes));
        const error = mine.reduce((s, r) => s + squared(r), 0);
        return { band, rows: mine.length, share: total === 0 ? 0 : error / total };
      }),
      knownAbsences: rmse(rows.map((r) => [r.minutes === 0 ? 0 : r.model, r.actual])),
    };
  });
}

/** The printed lines of the breakdown. */
export function errorSourceLines(sources: readonly ErrorSources[]): string[] {
  const out = ["Where the model's squared error comes from (rows by the minutes actually played):"];
  for (const s of sources) {
    const bands = s.bands.map((b) => `${b.band} ${b.rows} rows ${(100 * b.share).toFixed(1)}%`);
    out.push(`  ${s.season}: ${bands.join(', ')}`);
    out.push(
      `  ${s.season}: RMSE ${s.knownAbsences === null ? '-' : s.knownAbsences.toFixed(3)} had every absence been known before the deadline (a ceiling for team news, not a forecast)`,
    );
  }
  return out;
}
