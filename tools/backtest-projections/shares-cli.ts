import type { Database } from '../../server/db/client';
import { pastAppearances } from '../../server/db/repositories/past-appearances';
import { storedBacktestsRepository } from '../../server/db/repositories/stored-backtests';
import { measureShareBacktest, SHARE_BACKTEST_SEASONS, shareReport } from './shares';

/**
 * The share model's part of `npm run backtest-projections`: scored on 2023-24 and 2024-25 when both
 * are imported (with every imported season before them to fit on), else skipped with a note.
 */
export async function runShareBacktest(
  db: Database,
  imported: readonly string[],
  store: boolean,
  out: (line: string) => void,
): Promise<void> {
  const missing = SHARE_BACKTEST_SEASONS.filter((s) => !imported.includes(s));
  if (missing.length > 0) {
    out(`Share model: not scored (${missing.join(', ')} not imported).`);
    return;
  }
  const last = SHARE_BACKTEST_SEASONS.at(-1)!;
  const rows = await pastAppearances(
    db,
    imported.filter((s) => s <= last),
  );
  const result = measureShareBacktest(rows, SHARE_BACKTEST_SEASONS, new Date());
  out('');
  for (const line of shareReport(result)) out(line);
  if (store) {
    await storedBacktestsRepository(db).shares.store(result);
    out(`Stored as the latest share-model backtest (${result.measured_at}).`);
  }
}
