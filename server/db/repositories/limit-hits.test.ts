import { describe, expect, it } from 'vitest';
import { suiteDatabase } from '../suite-database';
import { testDatabases } from '../testing';
import { limitHitsRepository } from './limit-hits';

const FIVE_IN_15_MIN = { max: 5, windowMs: 15 * 60_000 };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 10, minute));

describe.each(testDatabases())('limitHitsRepository on $name', ({ open }) => {
  let repo: ReturnType<typeof limitHitsRepository>;
  suiteDatabase(open, (db) => {
    repo = limitHitsRepository(db);
  });

  it('allows five hits in the window and refuses the sixth until the oldest leaves it', async () => {
    const results = [];
    for (const minute of [0, 1, 2, 3, 4, 5])
      results.push(await repo.reserve(['a'], FIVE_IN_15_MIN, at(minute)));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, false]);
    // The first hit (10:00) leaves the window at 10:15: ten minutes after 10:05.
    expect(results[5]).toEqual({ allowed: false, retryAfterSeconds: 600 });
    expect((await repo.reserve(['a'], FIVE_IN_15_MIN, at(15))).allowed).toBe(true);
    expect((await repo.reserve(['a'], FIVE_IN_15_MIN, at(15))).allowed).toBe(false);
  });

  it('counts 50 concurrent reservations of one key exactly: five are allowed', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => repo.reserve(['burst'], FIVE_IN_15_MIN, at(30))),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('refuses all keys when one is over, and records none of them', async () => {
    for (let i = 0; i < 5; i++) await repo.reserve(['ip:1'], FIVE_IN_15_MIN, at(40));
    expect((await repo.reserve(['ip:1', 'owner:x'], FIVE_IN_15_MIN, at(41))).allowed).toBe(false);
    for (let i = 0; i < 5; i++)
      expect((await repo.reserve(['owner:x'], FIVE_IN_15_MIN, at(41))).allowed, `hit ${i + 1}`).toBe(true);
  });

  it('forgets a key when cleared', async () => {
    for (let i = 0; i < 5; i++) await repo.reserve(['ok'], FIVE_IN_15_MIN, at(50));
    await repo.clear('ok');
    expect((await repo.reserve(['ok'], FIVE_IN_15_MIN, at(50))).allowed).toBe(true);
  });
});
