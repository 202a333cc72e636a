import type { Database } from '../../server/db/client';
import { backtestCommand, type BacktestCliOptions, type CliIo } from '../backtest-args';
import { storedBacktestsRepository } from '../../server/db/repositories/stored-backtests';
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

// The options parser is shared with the other backtest command.
export { parseBacktestArgs as parseArgs } from '../backtest-args';

export const runCli = backtestCommand(USAGE, measurePrices);

/** The backtest on an open database: prints the report, stores the result unless told not to; 1 when it fails. */
async function measurePrices(db: Database, opts: BacktestCliOptions, io: CliIo): Promise<number> {
  try {
    const result = await measureBacktest(db, opts.seasons, new Date());
    for (const l of report(result)) io.out(l);
    if (opts.store) {
      await storedBacktestsRepository(db).prices.store(result);
      io.out(`Stored as the latest backtest (${result.measured_at}).`);
    }
    return 0;
  } catch (err) {
    io.err(`Backtest failed: ${(err as Error).message}`);
    return 1;
  }
}
