import { pointsBacktestSchema, type PointsBacktest } from '@contracts/api/openfpl';
import type { Database } from '../../db/client';
import { settingsRepository } from '../../db/repositories/settings';

/** admin_settings kind under which tools/backtest-points stores its latest result. */
export const POINTS_BACKTEST_KIND = 'points-backtest';

export async function storePointsBacktest(db: Database, result: PointsBacktest): Promise<void> {
  await settingsRepository(db).put(
    POINTS_BACKTEST_KIND,
    pointsBacktestSchema.parse(result),
    'backtest-points',
  );
}

/** The latest stored points backtest; null if none was run (or it no longer matches the contract). */
export async function latestPointsBacktest(db: Database): Promise<PointsBacktest | null> {
  const row = await settingsRepository(db).get(POINTS_BACKTEST_KIND);
  const parsed = pointsBacktestSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}
