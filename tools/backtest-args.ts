import { seasonParam } from '@contracts/params';
import { databaseFor, loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';

/** The options every backtest command takes (backtest-prices, backtest-projections). */
export interface BacktestCliOptions {
  seasons: string[];
  demo: boolean;
  store: boolean;
  help: boolean;
}

export function parseBacktestArgs(argv: readonly string[]): BacktestCliOptions {
  const opts: BacktestCliOptions = { seasons: [], demo: false, store: true, help: false };
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

export type CliIo = { out(l: string): void; err(l: string): void };

/**
 * A backtest command's frame: its options parsed (2 with the usage on a bad one, the usage alone
 * on --help), then `measure` on the app's database (the demo's with --demo), closed after.
 */
export async function runBacktestCli<Options extends { demo: boolean; help: boolean }>(
  parse: () => Options,
  usage: string,
  env: NodeJS.ProcessEnv,
  io: CliIo,
  measure: (db: Database, opts: Options) => Promise<number>,
): Promise<number> {
  let opts: Options;
  try {
    opts = parse();
  } catch (err) {
    io.err(`${(err as Error).message}\n\n${usage}`);
    return 2;
  }
  if (opts.help) {
    io.out(usage);
    return 0;
  }
  const database = await openDatabase(databaseFor(loadConfig(env), opts.demo ? 'demo' : 'live'));
  try {
    return await measure(database.db, opts);
  } finally {
    await database.close();
  }
}

/** The `runCli` of a backtest command that takes the common options: `measure` runs in its frame. */
export const backtestCommand =
  (usage: string, measure: (db: Database, opts: BacktestCliOptions, io: CliIo) => Promise<number>) =>
  (argv: readonly string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> =>
    runBacktestCli(
      () => parseBacktestArgs(argv),
      usage,
      env,
      io,
      (db, opts) => measure(db, opts, io),
    );
