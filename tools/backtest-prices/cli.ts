import { seasonParam } from '@contracts/params';
import { databaseFor, loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { storeBacktest } from '../../server/services/prices/metrics';
import { measureBacktest } from './measure';
import { report } from './report';

export const USAGE = `Scores the price-change model and its baselines on stored history, honestly (only what was known
at each prediction point), and prints one table: precision, recall, F1 and calibration error.

Usage: npx tsx tools/backtest-prices/main.ts [--seasons 2024-25,2025-26] [--demo] [--no-store]

  --seasons   imported seasons to use (default: all imported); those from the fit list are fitted on,
              the others held out
  --demo      use the demo's database (DATA_DIR/pglite-demo, or the fpl_demo schema on PostgreSQL)
  --no-store  print only; by default the result is stored for GET /api/price-predictions/metrics

The database is the app's: DATABASE_URL, else PGlite under DATA_DIR. Daily captures come from the
price job; imported seasons from tools/import-history.`;

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
    const result = await measureBacktest(database.db, opts.seasons, new Date());
    for (const l of report(result)) io.out(l);
    if (opts.store) {
      await storeBacktest(database.db, result);
      io.out(`Stored as the latest backtest (${result.measured_at}).`);
    }
    return 0;
  } catch (err) {
    io.err(`Backtest failed: ${(err as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}
