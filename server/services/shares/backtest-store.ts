import { shareBacktestSchema, type ShareBacktest } from '@contracts/api/shares';
import type { Database } from '../../db/client';
import { settingsRepository } from '../../db/repositories/settings';

/** admin_settings kind under which tools/backtest-projections stores the share model's backtest. */
export const SHARE_BACKTEST_KIND = 'share-backtest';

export async function storeShareBacktest(db: Database, result: ShareBacktest): Promise<void> {
  await settingsRepository(db).put(
    SHARE_BACKTEST_KIND,
    shareBacktestSchema.parse(result),
    'backtest-projections',
  );
}

/** The latest stored share backtest; null if none was run (or it no longer matches the contract). */
export async function latestShareBacktest(db: Database): Promise<ShareBacktest | null> {
  const row = await settingsRepository(db).get(SHARE_BACKTEST_KIND);
  const parsed = shareBacktestSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}
