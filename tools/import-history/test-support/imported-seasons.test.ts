import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { historyRepository } from '../../../server/db/repositories/past-seasons';
import { historicalPlayers } from '../../../server/db/schema/past-seasons';
import { makeTempDir, writeFiles } from '../../../server/fpl/test-support/temp-dir';
import { openImportedSeasons } from './imported-seasons';
import { modernSeasonFiles, TINY_PLAYER_COUNT } from './tiny-seasons';

describe('imported seasons shared by the test files of a run', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it('imports once: a later call loads the first one’s copy, even with the source files gone', async () => {
    const { dir, cleanup } = await makeTempDir('imported-seasons');
    cleanups.push(cleanup);
    await writeFiles(dir, modernSeasonFiles('2023-24'));
    const first = await openImportedSeasons(dir, ['2023-24']);
    cleanups.push(first.close);
    await rm(dir, { recursive: true, force: true });

    const second = await openImportedSeasons(dir, ['2023-24']);
    cleanups.push(second.close);
    const players = await historyRepository(second.db).playersBySeason('2023-24');
    expect(players).toHaveLength(TINY_PLAYER_COUNT);
    // Each call has its own copy: a change to one is not seen by the other.
    await first.db.delete(historicalPlayers);
    expect(await historyRepository(first.db).playersBySeason('2023-24')).toHaveLength(0);
    expect(await historyRepository(second.db).playersBySeason('2023-24')).toHaveLength(TINY_PLAYER_COUNT);
  });
});
