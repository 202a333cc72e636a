import { parseBacktestArgs, runBacktestCli } from '../backtest-args';
import type { Database } from '../../server/db/client';
import { matchesRepository } from '../../server/db/repositories/matches';
import { historyRepository } from '../../server/db/repositories/past-seasons';
import { storedBacktestsRepository } from '../../server/db/repositories/stored-backtests';
import { rollingOrigin } from '@engine/match-model';
import { measureMatchBacktest } from './measure';
import { report } from './report';
import { measureScorelines, scorelineReport } from './scorelines';
import { scoreStoredSettings } from './settings-backtest';
import { runShareBacktest } from './shares-cli';
import { completeMatches, snapshotSeasonMatches } from './snapshot-season';
import { measureStandingsBacktest, standingsReport } from './standings';

/** Seasons scored by default: the latest five imported (2021-22 to 2025-26 on the real data). */
const DEFAULT_SEASON_COUNT = 5;

export const USAGE = `Scores the match model by rolling origin: for each gameweek it is fitted only on the matches
kicked off before it, then predicts that gameweek. Prints the ranked probability score against base
rates, calibration, clean-sheet Brier score, the predicted outcome mix and the confidence classes,
then the predicted scorelines as the app chooses them (results, sides on 0, goals, variety, hits)
beside the modal scoreline and the real results, then the admin goal-scored settings in force scored
on the same matches against the model alone.
Then the projected standings from the table after gameweeks 10, 19 and 29 of each complete season:
mean absolute error of final points beside extrapolating points per game, top-4 and relegation Brier.
Then the goal and assist share model from the midpoints of 2023-24 and 2024-25 beside the position priors.

Usage: npm run backtest-projections -- [--seasons 2023-24,2024-25] [--demo] [--no-store] [--snapshot DIR]

  --seasons   seasons to score (default: the latest ${DEFAULT_SEASON_COUNT} imported); fits use every imported
              match kicked off before the predicted gameweek
  --demo      use the demo's database (DATA_DIR/pglite-demo, or the fpl_demo schema on PostgreSQL)
  --no-store  print only; by default the results are stored for the About Match Odds cards and
              the Projected Final Standings legend
  --snapshot  a recorded season in the official API layout (e.g. ../shared/fpl-data/api/2025-26) whose
              matches the database lacks are added (the vaastav files of 2025-26 stop at gameweek 29)

The database is the app's: DATABASE_URL, else PGlite under DATA_DIR. Matches come from
tools/import-history (npm run import-history).`;

export async function runCli(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  io: { out(l: string): void; err(l: string): void },
): Promise<number> {
  const parse = () => {
    const at = argv.indexOf('--snapshot');
    const snapshot = at >= 0 ? argv[at + 1] : null;
    if (snapshot === undefined || snapshot?.startsWith('--')) throw new Error('--snapshot needs a directory');
    const rest = at >= 0 ? [...argv.slice(0, at), ...argv.slice(at + 2)] : argv;
    return { ...parseBacktestArgs(rest), snapshot };
  };
  return runBacktestCli(parse, USAGE, env, io, (db, opts) => measureProjections(db, opts, io));
}

/**
 * The backtests on an open database (the command above, and the server's background job): match
 * model, standings, goal-scored settings, shares; prints, stores unless told not to; 1 on failure.
 */
export async function measureProjections(
  db: Database,
  opts: { seasons: readonly string[]; store: boolean; snapshot: string | null },
  io: { out(l: string): void; err(l: string): void },
): Promise<number> {
  try {
    const imported = (await historyRepository(db).listSeasons()).map((s) => s.label).sort();
    const stored = await matchesRepository(db).played({ seasons: imported });
    const matches = opts.snapshot
      ? completeMatches(stored, await snapshotSeasonMatches(opts.snapshot))
      : stored;
    const withMatches = new Set(matches.map((m) => m.season));
    const seasons =
      opts.seasons.length > 0 ? [...opts.seasons] : [...withMatches].sort().slice(-DEFAULT_SEASON_COUNT);
    const missing = seasons.filter((s) => !withMatches.has(s));
    if (seasons.length === 0 || missing.length > 0) {
      io.err(
        `No matches stored for ${missing.join(', ') || 'any season'}: run npm run import-history first.`,
      );
      return 1;
    }
    const predictions = rollingOrigin(matches, { seasons, fit: {} });
    const result = measureMatchBacktest(matches, seasons, new Date(), predictions);
    for (const l of report(result)) io.out(l);
    for (const l of ['', ...scorelineReport(measureScorelines(predictions))]) io.out(l);
    const standings = measureStandingsBacktest(matches, seasons, new Date());
    for (const l of ['', ...standingsReport(standings, seasons)]) io.out(l);
    if (opts.store) {
      const backtests = storedBacktestsRepository(db);
      await backtests.match.store(result);
      await backtests.standings.store(standings);
      io.out(`Stored as the latest match-model and standings backtests (${result.measured_at}).`);
    }
    const run = { matches, seasons, store: opts.store };
    for (const l of await scoreStoredSettings(db, run, result.overall, result.measured_at)) io.out(l);
    await runShareBacktest(db, imported, opts.store, io.out);
    return 0;
  } catch (err) {
    io.err(`Backtest failed: ${(err as Error).message}`);
    return 1;
  }
}
