import { UpstreamError } from './source';

export interface Limiter {
  /** Runs `task` once fewer than `maxConcurrent` tasks are running; rejects at once when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * Caps concurrent upstream requests. Requests for the same URL are already shared by the cache,
 * but distinct ids (say, 300 unknown managers at once) would otherwise each open a connection
 * upstream; beyond `maxQueued` waiting requests the answer is "unavailable" rather than a longer queue.
 */
export function createLimiter(maxConcurrent: number, maxQueued: number): Limiter {
  let running = 0;
  const queue: Array<() => void> = [];

  function release(): void {
    const next = queue.shift();
    if (next) next();
    else running--;
  }

  return {
    async run(task) {
      if (running >= maxConcurrent) {
        if (queue.length >= maxQueued)
          throw new UpstreamError('unavailable', `${maxQueued} upstream requests are already waiting`);
        // The slot is handed over by release(), so `running` stays the same.
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
