import { describe, expect, it } from 'vitest';
import { createLimiter, type LimiterOptions } from './limiter';

const limiterOf = (o: Partial<LimiterOptions>) =>
  createLimiter({ maxConcurrent: 3, maxQueued: 100, maxQueuedPerClient: 100, reservedForOthers: 0, ...o });

/** A task that waits until released by hand. */
function held() {
  const releases: Array<() => void> = [];
  const task = () => new Promise<void>((resolve) => releases.push(resolve));
  return { task, releaseAll: () => releases.splice(0).forEach((release) => release()), releases };
}

describe('createLimiter', () => {
  it('never runs more than the cap at once, and runs every task in the end', async () => {
    const limiter = limiterOf({});
    let running = 0;
    let most = 0;
    const task = async (n: number) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return n;
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => limiter.run(`c${n % 3}`, () => task(n))),
    );
    expect(results).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(most).toBe(3);
  });

  it('rejects at once as unavailable when the queue is full, and frees slots after failures', async () => {
    const limiter = limiterOf({ maxConcurrent: 1, maxQueued: 1 });
    let release = () => {};
    const first = limiter.run('a', () => new Promise<void>((resolve) => (release = resolve)));
    const second = limiter.run('b', async () => 'queued');
    await expect(limiter.run('c', async () => 'third')).rejects.toMatchObject({ kind: 'unavailable' });
    release();
    await first;
    expect(await second).toBe('queued');
    await expect(limiter.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run('a', async () => 'after')).toBe('after');
  });

  it("starts another client's request at once while one client floods, on the reserved slots", async () => {
    const limiter = limiterOf({
      maxConcurrent: 8,
      maxQueued: 200,
      maxQueuedPerClient: 60,
      reservedForOthers: 2,
    });
    const flood = held();
    const flooding = Array.from({ length: 600 }, () =>
      limiter.run('10.0.0.1', flood.task).then(
        () => 'ok',
        (err: { kind?: string }) => err.kind,
      ),
    );
    await Promise.resolve();
    // 6 slots busy, 60 waiting: the other 534 are refused rather than queued.
    expect(flood.releases).toHaveLength(6);
    let otherStarted = false;
    const other = limiter.run('10.0.0.2', async () => {
      otherStarted = true;
      return 'mine';
    });
    expect(otherStarted).toBe(true);
    expect(await other).toBe('mine');
    for (let round = 0; round < 20 && flood.releases.length > 0; round++) {
      flood.releaseAll();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const outcomes = await Promise.all(flooding);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(66);
    expect(outcomes.filter((o) => o === 'unavailable')).toHaveLength(534);
  });

  it('hands freed slots to the waiting clients in turn, not in arrival order', async () => {
    const limiter = limiterOf({ maxConcurrent: 1 });
    const gate = held();
    const order: string[] = [];
    const first = limiter.run('a', gate.task);
    const runs = [
      ...['a1', 'a2', 'a3'].map((name) => limiter.run('a', async () => void order.push(name))),
      ...['b1', 'b2'].map((name) => limiter.run('b', async () => void order.push(name))),
      limiter.run('c', async () => void order.push('c1')),
    ];
    gate.releaseAll();
    await Promise.all([first, ...runs]);
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });
});
