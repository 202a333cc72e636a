import path from 'node:path';
import { backtestSeason, type BacktestRow } from '@engine/scores';
import { databaseFor, loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { pointsRecords } from '../backtest-points/cli';
import { expectedSection } from './expected-report';
import { loadBacktestSeason } from './load';
import { report } from './report';

const HELP = `npm run backtest-scores -- [--dir <vaastav data folder>] [--seasons 2023-24,2024-25]

Rebuilds every player's Captain Selector and Transfer Planner inputs as known before each gameweek
2-38 of the seasons (vaastav layout: gws/merged_gw.csv, fixtures.csv, players_raw.csv), scores them
on the spec's raw scale and rescaled within the position, and prints per label the rows and mean
points that followed, with Spearman's rank correlation of score and next-gameweek points beside
form alone. Then the Captain Selector's score on the points model's expected points, the model
fitted before each gameweek on the app's database (npm run import-history first), beside the
parts' score and form alone on the same rows. --dir defaults to ../shared/fpl-data/vaastav.`;

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
export async function runCli(
  argv: readonly string[],
  io: Output,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
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
  const seasons = [];
  for (const season of opts.seasons) {
    try {
      seasons.push({ label: season, data: await loadBacktestSeason(opts.dir, season) });
    } catch (err) {
      io.err(`cannot read season ${season} under ${opts.dir}: ${(err as Error).message}`);
      return 1;
    }
  }
  const expected = await modelExpected(env, opts.seasons, io);
  const rows: BacktestRow[] = seasons.flatMap(({ label, data }) => {
    const byCode = typeof expected === 'string' ? new Map<string, number>() : expected.get(label);
    const expectedPoints = new Map<string, number>();
    for (const [key, points] of byCode ?? []) {
      const [code, gameweek] = key.split('/');
      const element = data.elements.get(Number(code));
      if (element !== undefined) expectedPoints.set(`${element}/${gameweek}`, points);
    }
    return backtestSeason(label, { ...data, expectedPoints }, 2, 38);
  });
  io.out(report(rows, opts.seasons));
  io.out('');
  io.out(expectedSection(rows, typeof expected === 'string' ? expected : null).join('\n'));
  return 0;
}

/**
 * The points model's one-gameweek-ahead expected points per season by `code/gameweek`, from the
 * app's database (the imported history, as `npm run backtest-points` reads it); a message instead
 * when the seasons are not imported.
 */
async function modelExpected(
  env: NodeJS.ProcessEnv,
  seasons: readonly string[],
  io: Output,
): Promise<Map<string, Map<string, number>> | string> {
  const database = await openDatabase(databaseFor(loadConfig(env), 'live'));
  try {
    const records = await pointsRecords(database.db, [...seasons].sort(), (l) => io.err(l));
    if (typeof records === 'string') return records;
    const out = new Map<string, Map<string, number>>();
    for (const r of records) {
      const season = out.get(r.season) ?? new Map<string, number>();
      season.set(`${r.code}/${r.gameweek}`, r.model);
      out.set(r.season, season);
    }
    return out;
  } finally {
    await database.close();
  }
}
