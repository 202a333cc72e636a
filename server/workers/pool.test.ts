import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { fitMatchModel } from '@engine/match-model';
import { simulateLeague } from '@engine/match-model/testing/simulated-league';
import { createWorkerPool } from './pool';
import type { TaskName } from './tasks';

const pool = createWorkerPool(2);
afterAll(() => pool.close());

describe('the worker pool', () => {
  it('fits the match model in a worker to the same figures as in-process', async () => {
    const { matches } = simulateLeague({ seed: 3, clubs: 10, seasons: 2, firstSeasonYear: 2022 });
    const asOfMs = Math.max(...matches.map((m) => m.kickoffMs)) + 1;
    const model = await pool.run('fitMatchModel', { matches, asOfMs });
    const here = fitMatchModel(matches, { asOfMs });
    expect(model.home).toBe(here.home);
    expect([...model.attack]).toEqual([...here.attack]);
  });

  it('shares one job between identical requests in flight, and runs different ones apart', async () => {
    const { matches } = simulateLeague({ seed: 3, clubs: 10, seasons: 2, firstSeasonYear: 2022 });
    const asOfMs = Math.max(...matches.map((m) => m.kickoffMs)) + 1;
    const a = pool.run('fitMatchModel', { matches, asOfMs }, { key: 'same' });
    const b = pool.run('fitMatchModel', { matches, asOfMs }, { key: 'same' });
    const c = pool.run('fitMatchModel', { matches: matches.slice(0, 100), asOfMs }, { key: 'other' });
    expect(b).toBe(a);
    expect(c).not.toBe(a);
    const [ma, mc] = await Promise.all([a, c]);
    expect(mc.matches).toBe(100);
    expect(ma.matches).toBe(matches.length);
  });

  it('rejects with the task error, and keeps working after it', async () => {
    await expect(pool.run('nope' as TaskName, {} as never)).rejects.toThrow('unknown task nope');
    const handle = { dataset: 'never-shared' };
    await expect(pool.run('pointsFit', { past: handle } as never, { datasets: [handle] })).rejects.toThrow(
      'dataset never-shared is not shared',
    );
    await expect(pool.run('pointsFit', { past: handle } as never)).rejects.toThrow(
      'dataset never-shared is not in this worker',
    );
    const { matches } = simulateLeague({ seed: 3, clubs: 10, seasons: 2, firstSeasonYear: 2022 });
    const asOfMs = Math.max(...matches.map((m) => m.kickoffMs)) + 1;
    const model = await pool.run('fitMatchModel', { matches, asOfMs });
    expect(model.matches).toBe(matches.length);
  });

  it('sends a shared dataset in slices and runs a task on it', async () => {
    const rows = Array.from({ length: 4_500 }, (_, i) => ({ fixtureId: i, homeClub: 1, awayClub: 2 }));
    const handle = pool.share('rows-test', rows);
    // The shares task reads the dataset as past rows: with no players it has nothing to split.
    const outlook = await pool.run(
      'seasonOutlook',
      {
        bootstrap: { elements: [], events: [], teams: [] },
        fixtures: [],
        matches: [],
        past: handle as never,
        current: [],
        assistsPerGoal: 0.7,
        asOfMs: 0,
        fitKey: 'empty',
      },
      { datasets: [handle] },
    );
    expect(outlook.players).toEqual([]);
    pool.unshare(handle);
  });

  it('keeps a command alive while it fits, and lets it exit once the fit is done', async () => {
    const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
    // Before the fix an idle worker's message listener kept the process alive for ever: npm run
    // bench:optimiser printed its figures and hung.
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/workers/testing/fit-once.ts'],
      {
        cwd: repoRoot,
        timeout: 30_000,
      },
    );
    await expect(run).resolves.toMatchObject({ stdout: 'fitted 6 clubs\n' });
  }, 40_000);
});
