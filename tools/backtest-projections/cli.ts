import { seasonParam } from '@contracts/params';
import { databaseFor, loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { matchesRepository } from '../../server/db/repositories/matches';
import { historyRepository } from '../../server/db/repositories/past-seasons';
import { storeMatchBacktest } from '../../server/services/match-model/backtest-store';
import { measureMatchBacktest } from './measure';
import { report } from './report';

/** Seasons scored by default: the latest five imported (2021-22 to 2025-26 on the real data). */
const DEFAULT_SEASON_COUNT = 5;

export const USAGE = `Scores the match model by rolling origin: for each gameweek it is fitted only on the matches
kicked off before it, then predicts that gameweek. Prints the ranked probability score against base
rates, calibration, clean-sheet Brier score, the predicted outcome mix and the confidence classes.

Usage: npm run backtest-projections -- [--seasons 2023-24,2024-25] [--demo] [--no-store]

  --seasons   seasons to score (default: the latest ${DEFAULT_SEASON_COUNT} imported); fits use every imported
              match kicked off before the predicted gameweek
  --demo      use the demo's database (DATA_DIR/pglite-demo, or the fpl_demo schema on PostgreSQL)
  --no-store  print only; by default the result is stored for the About Match Odds cards

The database is the app's: DATABASE_URL, else PGlite under DATA_DIR. Matches come from
tools/import-history (npm run import-history).`;

export interface CliOptions {
  seasons: string[];
  demo: boolean;
  store: boolean;
  help: boolean;
}

export function parseArgs(argv: readonly string[]): CliOptions {
  const opts: CliOptions = { seasons: [], demo: false, store: true, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') opts.help = true;
    else if (arg === '--demo') opts.demo = true;
    else if (arg === '--no-store') opts.store = false;
    else if (arg === '--seasons') {
      const list = (argv[++i] ?? '').split(',').filter(Boolean);
      if (list.length === 0) throw new Error('--seasons needs a list such as 2024-25,2025-26');
      for (const s of list) {
        const ok = seasonParam.safeParse(s);
        if (!ok.success)
          throw new Error(`--seasons: '${s}': ${ok.error.issues[0]?.message ?? 'not a season'}`);
      }
      opts.seasons = list;
    } else throw new Error(`unknown option '${arg ?? ''}'`);
  }
  return opts;
}

export async function runCli(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  io: { out(l: string): void; err(l: string): void },
): Promise<number> {
  let opts: CliOptions;
  try {
    opts = parseArgs(argv);
  } catch (err) {
    io.err(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (opts.help) {
    io.out(USAGE);
    return 0;
  }
  const config = loadConfig(env);
  const database = await openDatabase(databaseFor(config, opts.demo ? 'demo' : 'live'));
  try {
    const imported = (await historyRepository(database.db).listSeasons()).map((s) => s.label).sort();
    const matches = await matchesRepository(database.db).played({ seasons: imported });
    const withMatches = new Set(matches.map((m) => m.season));
    const seasons =
      opts.seasons.length > 0
        ? opts.seasons
        : imported.filter((s) => withMatches.has(s)).slice(-DEFAULT_SEASON_COUNT);
    const missing = seasons.filter((s) => !withMatches.has(s));
    if (seasons.length === 0 || missing.length > 0) {
      io.err(
        `No matches stored for ${missing.join(', ') || 'any season'}: run npm run import-history first.`,
      );
      return 1;
    }
    const result = measureMatchBacktest(matches, seasons, new Date());
    for (const l of report(result)) io.out(l);
    if (opts.store) {
      await storeMatchBacktest(database.db, result);
      io.out(`Stored as the latest match-model backtest (${result.measured_at}).`);
    }
    return 0;
  } catch (err) {
    io.err(`Backtest failed: ${(err as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}
