import { currentReadContext, noteRead, runWithReadContext } from '../fpl/read-context';

interface Answered<T> {
  value: T;
  read: { fetchedAt: Date; stale: boolean } | null;
}

/**
 * Requests for the same answer arriving while it is being worked out share that one piece of work.
 * A kept projection answer is cheap to send but not to find: each request reads the source's
 * copies, the settings in the database and hashes what the answer depends on. Under 200 connections
 * that ran 200 times at once, for the same answer; now the requests arriving meanwhile wait for the
 * one in progress (never for longer than it takes), and the next request after it starts afresh,
 * so nothing newer than the answer is hidden. Each sharer's response says how fresh the data read
 * was (read-context.ts), as if it had read it itself.
 */
export function shareWhileRunning<T>(work: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const running = new Map<string, Promise<Answered<T>>>();
  return async (key) => {
    let pending = running.get(key);
    if (!pending) {
      const client = currentReadContext()?.client;
      pending = runWithReadContext(async (context) => {
        const value = await work(key);
        const { oldestFetchedAt: fetchedAt, stale } = context;
        return { value, read: fetchedAt ? { fetchedAt, stale } : null };
      }, client);
      running.set(key, pending);
      const done = () => running.delete(key);
      pending.then(done, done);
    }
    const { value, read } = await pending;
    if (read) noteRead(read);
    return value;
  };
}
