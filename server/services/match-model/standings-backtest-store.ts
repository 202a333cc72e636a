import {
  STANDINGS_BACKTEST_KIND,
  standingsBacktestSchema,
  type StandingsBacktest,
} from '@contracts/api/projected-standings';
import type { Database } from '../../db/client';
import { settingsRepository } from '../../db/repositories/settings';

/** The standings backtest of `npm run backtest-projections`, beside the match-model one. */
export async function storeStandingsBacktest(db: Database, result: StandingsBacktest): Promise<void> {
  await settingsRepository(db).put(
    STANDINGS_BACKTEST_KIND,
    standingsBacktestSchema.parse(result),
    'backtest-projections',
  );
}

/** The latest stored standings backtest; null if none was run (or it no longer matches the contract). */
export async function latestStandingsBacktest(db: Database): Promise<StandingsBacktest | null> {
  const row = await settingsRepository(db).get(STANDINGS_BACKTEST_KIND);
  const parsed = standingsBacktestSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}
