import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { historicalPlayers, matches, playerGameweeks } from '../../server/db/schema/index';
import { makeTempDir, writeFiles } from '../../server/fpl/test-support/temp-dir';
import type { BackgroundJob, HistoryOutcome } from '../../server/jobs/preparation/protocol';
import { startHistoryServer } from '../../server/jobs/preparation/test-support/history-server';
import {
  TINY_GAMEWEEK_ROWS,
  TINY_PLAYER_COUNT,
  modernSeasonFiles,
} from '../import-history/test-support/tiny-seasons';
import { runJob } from './jobs';

const quiet = { info: () => undefined, warn: () => undefined, progress: () => undefined };

describe('fetching past seasons in the background', { timeout: 120_000 }, () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let history: Awaited<ReturnType<typeof startHistoryServer>>;
  beforeEach(async () => {
    temp = await makeTempDir('history-job');
    // 2021-22 is not published by this source (as 2015-16 is not on vaastav).
    await writeFiles(path.join(temp.dir, 'vaastav'), {
      ...modernSeasonFiles('2022-23'),
      ...modernSeasonFiles('2023-24'),
    });
    history = await startHistoryServer(path.join(temp.dir, 'vaastav'));
  });
  afterEach(async () => {
    await history.close();
    await temp.cleanup();
  });

  /** One server life: open the on-disk database, run the job, close. */
  async function runOnce(): Promise<{ outcome: HistoryOutcome; rows: Record<string, number[]> }> {
    const database = await openDatabase({ dataDir: path.join(temp.dir, 'pglite') });
    try {
      const job: BackgroundJob = {
        kind: 'history',
        url: history.url,
        seasons: ['2021-22', '2022-23', '2023-24'],
        timeoutMs: 5_000,
      };
      const outcome = (await runJob(database.db, job, quiet)) as HistoryOutcome;
      const rows: Record<string, number[]> = {};
      for (const season of ['2022-23', '2023-24']) {
        const counted = await Promise.all(
          [historicalPlayers, playerGameweeks, matches].map((t) =>
            database.db.select({ n: count() }).from(t).where(eq(t.season, season)),
          ),
        );
        rows[season] = counted.map((c) => c[0]?.n ?? -1);
      }
      return { outcome, rows };
    } finally {
      await database.close();
    }
  }

  it('stops when the source fails half-way, and the next start resumes there without duplicate rows', async () => {
    history.state.failing = '2023-24';
    const first = await runOnce();
    expect(first.outcome).toMatchObject({ imported: ['2022-23'], unavailable: ['2021-22'] });
    expect(first.outcome.offline).toMatch(/HTTP 503/);
    const imported = first.rows['2022-23']!;
    expect(imported.slice(0, 2)).toEqual([TINY_PLAYER_COUNT, TINY_GAMEWEEK_ROWS]);
    expect(first.rows['2023-24']).toEqual([0, 0, 0]);

    history.state.failing = null;
    history.state.requests.length = 0;
    const second = await runOnce();
    expect(second.outcome).toEqual({
      imported: ['2023-24'],
      unavailable: ['2021-22'],
      unreadable: [],
      offline: null,
    });
    // The season stored before the restart is neither fetched nor written again.
    expect(history.state.requests.some((r) => r.startsWith('2022-23/'))).toBe(false);
    expect(second.rows).toEqual({ '2022-23': imported, '2023-24': imported });
  });
});
