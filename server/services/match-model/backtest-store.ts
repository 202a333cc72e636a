import { matchBacktestSchema, type MatchBacktest } from '@contracts/api/match-backtest';
import type { Database } from '../../db/client';
import { settingsRepository } from '../../db/repositories/settings';

/** admin_settings kind under which tools/backtest-projections stores its latest result. */
export const MATCH_BACKTEST_KIND = 'match-backtest';

export async function storeMatchBacktest(db: Database, result: MatchBacktest): Promise<void> {
  await settingsRepository(db).put(
    MATCH_BACKTEST_KIND,
    matchBacktestSchema.parse(result),
    'backtest-projections',
  );
}

/** The latest stored match-model backtest; null if none was run (or it no longer matches the contract). */
export async function latestMatchBacktest(db: Database): Promise<MatchBacktest | null> {
  const row = await settingsRepository(db).get(MATCH_BACKTEST_KIND);
  const parsed = matchBacktestSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}
