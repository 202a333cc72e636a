import { seasonParam } from '@contracts/params';

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
