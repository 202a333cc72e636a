import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

describe('createLimiter', () => {
  it('never runs more than the cap at once, and runs every task in the end', async () => {
    const limiter = createLimiter(3, 100);
    let running = 0;
    let most = 0;
    const task = async (n: number) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return n;
    };
    const results = await Promise.all(Array.from({ length: 20 }, (_, n) => limiter.run(() => task(n))));
    expect(results).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(most).toBe(3);
  });

  it('rejects at once as unavailable when the queue is full, and frees slots after failures', async () => {
    const limiter = createLimiter(1, 1);
    let release = () => {};
    const first = limiter.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = limiter.run(async () => 'queued');
    await expect(limiter.run(async () => 'third')).rejects.toMatchObject({ kind: 'unavailable' });
    release();
    await first;
    expect(await second).toBe('queued');
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'after')).toBe('after');
  });
});
