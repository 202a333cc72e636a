import type { Database } from '../../server/db/client';
import { matchesRepository } from '../../server/db/repositories/matches';
import { historyRepository } from '../../server/db/repositories/past-seasons';
import { pointsHistory } from '../../server/db/repositories/points-history';
import { storedBacktestsRepository } from '../../server/db/repositories/stored-backtests';
import { backtestCommand, type CliIo } from '../backtest-args';
import { errorSourceLines, errorSources } from './error-sources';
import { backtestRecords, FIRST_GAMEWEEK, type BacktestRecord } from './measure';
import { report } from './report';
import { summarize } from './summary';

/** The seasons: both have the game's xP and a full 38 gameweeks. */
const DEFAULT_SEASONS = ['2023-24', '2024-25'];
/** Imported seasons before the first scored one that the fits read (the match model's window is 3). */
const EARLIER_SEASONS = 3;

export const USAGE = `Scores the points model one gameweek ahead: every player-gameweek from gameweek ${FIRST_GAMEWEEK} on,
each predicted from a fit on what kicked off before its gameweek (the minutes table on earlier
seasons only). Prints RMSE beside the last-five-matches average and the game's own xP on the same
rows (all, played, hauls 5+), the spec's buckets on the last season's GW32-38, and the minutes
model's Brier score beside "played 60+ last match". Stores the result for GET /api/openfpl-metrics.

Usage: npm run backtest-points -- [--seasons 2023-24,2024-25] [--demo] [--no-store]

The database is the app's: DATABASE_URL, else PGlite under DATA_DIR; import the seasons first
(npm run import-history).`;

export const runCli = backtestCommand(USAGE, measurePoints);

/**
 * The model's one-gameweek-ahead records of `seasons` (sorted) from the imported history, fitted
 * on it and the three seasons before; a message naming the seasons not imported instead.
 */
export async function pointsRecords(
  db: Database,
  seasons: readonly string[],
  progress: (line: string) => void,
): Promise<BacktestRecord[] | string> {
  const imported = (await historyRepository(db).listSeasons()).map((s) => s.label).sort();
  const missing = seasons.filter((s) => !imported.includes(s));
  if (missing.length > 0)
    return `No imported rows for ${missing.join(', ')}: run npm run import-history first.`;
  const first = imported.indexOf(seasons[0]!);
  const read = imported.slice(Math.max(0, first - EARLIER_SEASONS)).filter((s) => s <= seasons.at(-1)!);
  const rows = await pointsHistory(db, read);
  const matches = await matchesRepository(db).played({ seasons: read });
  return backtestRecords(rows, matches, seasons, progress);
}

/**
 * The backtest on an open database (the command above, and the server's background job): prints the
 * report, stores the result unless told not to; 1 when the seasons are not imported or it fails.
 */
export async function measurePoints(
  db: Database,
  opts: { seasons: readonly string[]; store: boolean },
  io: CliIo,
): Promise<number> {
  const seasons = [...(opts.seasons.length > 0 ? opts.seasons : DEFAULT_SEASONS)].sort();
  try {
    const records = await pointsRecords(db, seasons, (l) => io.err(l));
    if (typeof records === 'string') {
      io.err(records);
      return 1;
    }
    const result = summarize(records, seasons, FIRST_GAMEWEEK, new Date());
    for (const l of report(result)) io.out(l);
    for (const l of ['', ...errorSourceLines(errorSources(records, seasons))]) io.out(l);
    if (opts.store) {
      await storedBacktestsRepository(db).points.store(result);
      io.out(`Stored as the latest points backtest (${result.measured_at}).`);
    }
    return 0;
  } catch (err) {
    io.err(`Backtest failed: ${(err as Error).message}`);
    return 1;
  }
}
