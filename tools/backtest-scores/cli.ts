import path from 'node:path';
import { backtestSeason, type BacktestRow } from '@engine/scores';
import { loadBacktestSeason } from './load';
import { report } from './report';

const HELP = `npm run backtest-scores -- [--dir <vaastav data folder>] [--seasons 2023-24,2024-25]

Rebuilds every player's Captain Selector and Transfer Planner inputs as known before each gameweek
2-38 of the seasons (vaastav layout: gws/merged_gw.csv, fixtures.csv, players_raw.csv), scores them
on the spec's raw scale and rescaled within the position, and prints per label the rows and mean
points that followed, with Spearman's rank correlation of score and next-gameweek points beside
form alone. --dir defaults to ../shared/fpl-data/vaastav.`;

export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

export function parseArgs(argv: readonly string[]): { dir: string; seasons: string[]; help: boolean } {
  const opts = {
    dir: path.resolve('../shared/fpl-data/vaastav'),
    seasons: ['2023-24', '2024-25'],
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') opts.help = true;
    else if (arg === '--dir' && argv[i + 1]) opts.dir = path.resolve(argv[++i]!);
    else if (arg === '--seasons' && argv[i + 1]) opts.seasons = argv[++i]!.split(',').filter(Boolean);
    else throw new Error(`unknown or incomplete option '${arg ?? ''}' (see --help)`);
  }
  return opts;
}

/** Loads each season, backtests it, prints the report; 0 on success, 1 on unreadable data, 2 on bad arguments. */
export async function runCli(argv: readonly string[], io: Output): Promise<number> {
  let opts;
  try {
    opts = parseArgs(argv);
  } catch (err) {
    io.err((err as Error).message);
    return 2;
  }
  if (opts.help) {
    io.out(HELP);
    return 0;
  }
  const rows: BacktestRow[] = [];
  for (const season of opts.seasons) {
    let data;
    try {
      data = await loadBacktestSeason(opts.dir, season);
    } catch (err) {
      io.err(`cannot read season ${season} under ${opts.dir}: ${(err as Error).message}`);
      return 1;
    }
    rows.push(...backtestSeason(season, data, 2, 38));
  }
  io.out(report(rows, opts.seasons));
  return 0;
}
