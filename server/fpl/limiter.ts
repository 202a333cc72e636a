import { UpstreamError } from './source';

export interface LimiterOptions {
  /** Upstream requests in flight at once, across all clients. */
  maxConcurrent: number;
  /** Requests waiting for a slot, across all clients; beyond it the answer is "unavailable". */
  maxQueued: number;
  /** Requests one client may have waiting; beyond it that client's next one is "unavailable". */
  maxQueuedPerClient: number;
  /**
   * Slots one client may never take, so another client's request starts at once instead of
   * waiting for a busy client's requests to finish (at least 1 slot stays usable by anyone).
   */
  reservedForOthers: number;
}

export interface Limiter {
  /**
   * Runs `task` for `client` (the requester's address, or the server's own work) once a slot is
   * free and it is that client's turn; rejects at once when its queue or the whole queue is full.
   */
  run<T>(client: string, task: () => Promise<T>): Promise<T>;
}

/**
 * Caps concurrent upstream requests, shared fairly between clients. Requests for the same URL are
 * already shared by the cache, but distinct ids (say, 600 unknown managers from one client) would
 * otherwise each take a place in one queue, and every other visitor's read would wait behind them
 * until its deadline. Here each client has a queue of its own and a freed slot goes to the clients
 * in turn (round robin), one client never holds every slot, and a client's own queue is capped.
 */
export function createLimiter(opts: LimiterOptions): Limiter {
  const perClientSlots = Math.max(1, opts.maxConcurrent - opts.reservedForOthers);
  let running = 0;
  let queued = 0;
  const runningBy = new Map<string, number>();
  // Insertion order is the turn order: a client served goes to the back.
  const waiting = new Map<string, Array<() => void>>();

  const runningFor = (client: string) => runningBy.get(client) ?? 0;
  const mayStart = (client: string) => running < opts.maxConcurrent && runningFor(client) < perClientSlots;

  function start(client: string): void {
    running++;
    runningBy.set(client, runningFor(client) + 1);
  }

  function finish(client: string): void {
    running--;
    const left = runningFor(client) - 1;
    if (left > 0) runningBy.set(client, left);
    else runningBy.delete(client);
    startNext();
  }

  /** Starts waiting requests while slots are free, the clients taking turns. */
  function startNext(): void {
    for (const [client, queue] of waiting) {
      if (running >= opts.maxConcurrent) return;
      if (!mayStart(client)) continue;
      const next = queue.shift();
      waiting.delete(client);
      if (queue.length > 0) waiting.set(client, queue);
      if (!next) continue;
      queued--;
      start(client);
      next();
    }
  }

  return {
    async run(client, task) {
      if (mayStart(client) && !waiting.has(client)) start(client);
      else {
        const queue = waiting.get(client) ?? [];
        if (queue.length >= opts.maxQueuedPerClient)
          throw new UpstreamError(
            'unavailable',
            `${queue.length} upstream requests of this client are waiting`,
          );
        if (queued >= opts.maxQueued)
          throw new UpstreamError('unavailable', `${queued} upstream requests are already waiting`);
        queued++;
        // start() is called by startNext() when the slot is handed over.
        await new Promise<void>((resolve) => {
          queue.push(resolve);
          waiting.set(client, queue);
        });
      }
      try {
        return await task();
      } finally {
        finish(client);
      }
    },
  };
}
