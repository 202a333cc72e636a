import { afterAll, describe, expect, it } from 'vitest';
import { forecastMatch } from '@engine/match-model';
import { createWorkerPool, type WorkerPool } from '../../workers/pool';
import { bootstrap, seasonSource } from '../test-support/small-season';
import { stubProjections } from '../test-support/stub-projections';

/** The small season (4 clubs, GW1-2 finished, GW3 current) over a fake model whose odds follow the clubs' codes. */
const source = seasonSource(bootstrap([]));
function projections(pool?: Pick<WorkerPool, 'run'>) {
  return stubProjections({
    fpl: source,
    engine: {
      fit: () => ({}),
      odds: (_model, f) => forecastMatch({ home: 0.6 + f.homeClub / 10, away: 0.4 + f.awayClub / 12 }, -0.05),
    },
    pool,
  });
}

const pool = createWorkerPool(1);
afterAll(() => pool.close());

describe('the shown scorelines', () => {
  it('are chosen in a worker thread when the server gives a pool, and are the same as chosen here', async () => {
    const tasks: string[] = [];
    const counted: Pick<WorkerPool, 'run'> = {
      run: (task, input, opts) => {
        tasks.push(task);
        return pool.run(task, input, opts);
      },
    };
    const inWorker = projections(counted);
    const here = projections();
    const query = { start_gw: 1, end_gw: 6 };
    const fromWorker = await inWorker.resultsProjections(query);
    expect(tasks).toContain('shownScorelines');
    expect(fromWorker.matches.length).toBeGreaterThan(0);
    expect(fromWorker).toEqual(await here.resultsProjections(query));
    // Kept while nothing they read changes: a second request asks no worker.
    const before = tasks.length;
    await inWorker.matchProjections(query);
    expect(tasks.slice(before)).not.toContain('shownScorelines');
  }, 60_000);
});
