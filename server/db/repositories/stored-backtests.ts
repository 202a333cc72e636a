import type { z } from 'zod';
import { matchBacktestSchema } from '@contracts/api/match-backtest';
import { pointsBacktestSchema } from '@contracts/api/openfpl';
import { priceBacktestSchema } from '@contracts/api/prices';
import { STANDINGS_BACKTEST_KIND, standingsBacktestSchema } from '@contracts/api/projected-standings';
import { shareBacktestSchema } from '@contracts/api/shares';
import type { Database } from '../client';
import { settingsRepository, type SettingsRepository } from './settings';

/**
 * One stored document of `kind` in admin_settings, checked against its contract both ways: a result
 * that does not fit is never stored, and a stored one that no longer fits (the contract moved on)
 * reads as none, so the screens say "not measured" rather than show a stale shape.
 */
export function storedDocument<Schema extends z.ZodType>(
  settings: SettingsRepository,
  kind: string,
  schema: Schema,
  writtenBy: string,
) {
  return {
    kind,
    async store(value: z.input<Schema>): Promise<void> {
      await settings.put(kind, schema.parse(value), writtenBy);
    },
    /** The latest stored document; null if none was stored (or it no longer matches the contract). */
    async latest(): Promise<z.output<Schema> | null> {
      const parsed = schema.safeParse((await settings.get(kind))?.value);
      return parsed.success ? parsed.data : null;
    },
  };
}

/** The backtests the CLIs measure and store (`npm run backtest-*`) and the screens read. */
export function storedBacktestsRepository(db: Database) {
  const settings = settingsRepository(db);
  return {
    match: storedDocument(settings, 'match-backtest', matchBacktestSchema, 'backtest-projections'),
    standings: storedDocument(
      settings,
      STANDINGS_BACKTEST_KIND,
      standingsBacktestSchema,
      'backtest-projections',
    ),
    shares: storedDocument(settings, 'share-backtest', shareBacktestSchema, 'backtest-projections'),
    points: storedDocument(settings, 'points-backtest', pointsBacktestSchema, 'backtest-points'),
    prices: storedDocument(settings, 'price-backtest', priceBacktestSchema, 'backtest-prices'),
  };
}

export type StoredBacktests = ReturnType<typeof storedBacktestsRepository>;
