import { describe, expect, it } from 'vitest';
import { currentReadContext, noteRead, runWithReadContext } from '../fpl/read-context';
import { shareWhileRunning } from './shared-answer';

/** Work that counts its runs and finishes when told, after reading a copy fetched at `fetchedAt`. */
function heldWork(read: { fetchedAt: Date; stale: boolean }) {
  let runs = 0;
  const finishers: Array<() => void> = [];
  const work = async (key: string) => {
    const run = ++runs;
    noteRead(read);
    await new Promise<void>((resolve) => finishers.push(resolve));
    return { key, run };
  };
  const finishAll = () => finishers.splice(0).forEach((finish) => finish());
  return { work, runs: () => runs, finishAll };
}

const inRequest = <T>(fn: () => Promise<T>) =>
  runWithReadContext(async (context) => ({ value: await fn(), context }), '192.0.2.1');

describe('shareWhileRunning', () => {
  it('runs the work once for requests arriving while it runs, and afresh for the next one', async () => {
    const read = { fetchedAt: new Date('2025-09-20T12:00:00Z'), stale: true };
    const held = heldWork(read);
    const answer = shareWhileRunning(held.work);
    const waiting = Array.from({ length: 200 }, () => inRequest(() => answer('q')));
    const other = inRequest(() => answer('other'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(held.runs()).toBe(2);
    held.finishAll();
    const answers = await Promise.all(waiting);
    expect(new Set(answers.map((a) => a.value))).toEqual(new Set([{ key: 'q', run: 1 }]));
    expect((await other).value).toEqual({ key: 'other', run: 2 });
    // Every sharer's response says the data was a stale copy fetched at that time.
    for (const { context } of answers) {
      expect(context.stale).toBe(true);
      expect(context.oldestFetchedAt).toEqual(read.fetchedAt);
    }
    const later = inRequest(() => answer('q'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    held.finishAll();
    expect((await later).value.run).toBe(3);
  });

  it('does not keep a failure, and keeps the requester for the upstream share', async () => {
    let fail = true;
    const clients: Array<string | undefined> = [];
    const answer = shareWhileRunning(async () => {
      clients.push(currentReadContext()?.client);
      if (fail) throw new Error('upstream down');
      return 'ok';
    });
    await expect(inRequest(() => answer(''))).rejects.toThrow('upstream down');
    fail = false;
    expect((await inRequest(() => answer(''))).value).toBe('ok');
    expect(clients).toEqual(['192.0.2.1', '192.0.2.1']);
  });
});
