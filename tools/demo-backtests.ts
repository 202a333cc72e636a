import { databaseFor, type Config } from '../server/config';
import { openDatabase } from '../server/db/client';
import { latestPointsBacktest } from '../server/services/openfpl/backtest-store';
import { latestBacktest } from '../server/services/prices/metrics';
import { runCli as runPointsBacktest } from './backtest-points/cli';
import { runCli as runPriceBacktest } from './backtest-prices/cli';

/**
 * The price backtest's demo seasons: one fitted on, one held out (a second or two, rather than all
 * ten); the points backtest scores its own default two (about 20 s).
 */
const PRICE_SEASONS = '2023-24,2024-25';
/** The points backtest's per-gameweek progress lines ("2024-25 GW37: 589 players"). */
const PROGRESS = /^\d{4}-\d{2} GW\d+: /;

/**
 * On the demo's first start, stores its points and price backtests, so that the Open FPL cards and the
 * Price Tracker's card show figures measured on the demo's own past seasons rather than "not measured
 * yet". Skipped when a backtest is stored already; a failed run is logged and leaves the card's text.
 */
export async function storeDemoBacktests(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseSchema'>,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<void> {
  const database = await openDatabase(databaseFor(config, 'demo'));
  let stored: { points: boolean; prices: boolean };
  try {
    stored = {
      points: (await latestPointsBacktest(database.db)) !== null,
      prices: (await latestBacktest(database.db)) !== null,
    };
  } finally {
    await database.close();
  }
  // Only errors and the outcome are logged here (not the tables, nor the per-gameweek progress):
  // `npm run backtest-points -- --demo` and `npm run backtest-prices -- --demo` print them.
  const io = { out: () => undefined, err: (l: string) => (PROGRESS.test(l) ? undefined : log(l)) };
  const runs = [
    { name: 'points', wanted: !stored.points, run: () => runPointsBacktest(['--demo'], env, io) },
    {
      name: 'price',
      wanted: !stored.prices,
      run: () => runPriceBacktest(['--demo', '--seasons', PRICE_SEASONS], env, io),
    },
  ];
  for (const { name, wanted, run } of runs) {
    if (!wanted) continue;
    const started = performance.now();
    const code = await run();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(`Demo ${name} backtest ${code === 0 ? 'stored' : 'failed'} in ${seconds} s`);
  }
}
