import { describe, expect, it } from 'vitest';
import { jobLeasesRepository } from '../db/repositories/job-leases';
import { suiteDatabase } from '../db/suite-database';
import { testDatabases } from '../db/testing';
import { runOnce } from './once';

describe.each(testDatabases())('runOnce on $name', ({ open }) => {
  let leases: ReturnType<typeof jobLeasesRepository>;
  suiteDatabase(open, (db) => {
    leases = jobLeasesRepository(db);
  });
  const fast = { pollMs: 10, leaseMs: 60_000 };

  it('runs the work on one of two instances; the other waits for it and does not run it', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    const outcomes = await Promise.all([
      runOnce('import', 'seasons:9', work, { leases, holder: 'a', ...fast }),
      runOnce('import', 'seasons:9', work, { leases, holder: 'b', ...fast }),
    ]);
    expect(runs).toBe(1);
    expect([...outcomes].sort()).toEqual(['done-elsewhere', 'ran']);
    // Done for this data: a later start does not run it again; new data runs it again.
    expect(await runOnce('import', 'seasons:9', work, { leases, holder: 'c', ...fast })).toBe(
      'done-elsewhere',
    );
    expect(await runOnce('import', 'seasons:10', work, { leases, holder: 'c', ...fast })).toBe('ran');
    expect(runs).toBe(2);
  });

  it('takes over the work of an instance that died holding the lease, once its lease runs out', async () => {
    let clock = Date.UTC(2026, 10, 27, 10, 0);
    const now = () => new Date(clock);
    expect(await leases.tryAcquire('backtests', 'dead', now(), 60_000)).toBe(true);
    let runs = 0;
    const outcome = await runOnce(
      'backtests',
      'gw:12',
      async () => {
        runs += 1;
      },
      // Each wait moves the clock on 5 s: the dead holder's lease ends a minute after it took it.
      { leases, holder: 'alive', now, sleep: async (ms) => void (clock += ms), pollMs: 5_000 },
    );
    expect(outcome).toBe('ran');
    expect(runs).toBe(1);
    expect(clock - Date.UTC(2026, 10, 27, 10, 0)).toBeGreaterThan(60_000);
    expect((await leases.state('backtests'))?.doneKey).toBe('gw:12');
  });

  it('frees the lease when the work fails, so another attempt can run it', async () => {
    const failing = runOnce('fit', 'v1', () => Promise.reject(new Error('upstream down')), {
      leases,
      holder: 'a',
      ...fast,
    });
    await expect(failing).rejects.toThrow('upstream down');
    let ran = false;
    const retried = await runOnce('fit', 'v1', async () => void (ran = true), {
      leases,
      holder: 'b',
      ...fast,
    });
    expect(retried).toBe('ran');
    expect(ran).toBe(true);
  });
});
