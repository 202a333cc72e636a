import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { pgliteBridge } from './db-bridge';
import { JOB_ENTRY } from './jobs-code';
import type { ChildMessage, JobDatabase, ParentMessage } from './protocol';

/** The background jobs' entry point: tool code, run in a child process of its own. */
const JOB_SCRIPT = fileURLToPath(JOB_ENTRY);
/** Below the server's priority, so that on a small machine requests get the CPU first. */
const CHILD_NICENESS = 10;

export interface ChildJobOptions {
  /** What the child does (tools/background-jobs/jobs.ts reads it). */
  job: unknown;
  database: JobDatabase;
  /** Set on embedded PGlite: the child's statements run on it. */
  pglite: PGlite | undefined;
  onProgress(done: number, total: number): void;
  log: { info(line: string): void; warn(line: string): void };
}

export interface ChildJob {
  /** The child's result; rejects when it exits without one (crashed, stopped). */
  result: Promise<unknown>;
  stop(): void;
}

/**
 * Runs one background job in a child process, off the server's event loop: the child parses,
 * fits and measures; on PGlite its statements come back here (db-bridge.ts).
 */
export function runChildJob(opts: ChildJobOptions): ChildJob {
  const child = fork(JOB_SCRIPT, [JSON.stringify({ job: opts.job, database: opts.database })], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    if (child.pid !== undefined) setPriority(child.pid, CHILD_NICENESS);
  } catch {
    // Not permitted on this system: the job runs at the server's priority.
  }
  const bridge = opts.pglite ? pgliteBridge(opts.pglite) : null;
  const send = (message: ParentMessage) => {
    if (child.connected) child.send(message);
  };
  let result: { value: unknown } | null = null;
  child.on('message', (raw) => {
    const message = raw as ChildMessage;
    if (message.type === 'progress') opts.onProgress(message.done, message.total);
    else if (message.type === 'log') opts.log[message.level](message.line);
    else if (message.type === 'result') result = { value: message.value };
    else if (message.type === 'db') {
      if (!bridge) {
        send({ type: 'db-reply', id: message.id, ok: false, message: 'no embedded database here' });
        return;
      }
      bridge.handle(message.request).then(
        (value) => send({ type: 'db-reply', id: message.id, ok: true, value }),
        (err: unknown) =>
          send({
            type: 'db-reply',
            id: message.id,
            ok: false,
            message: (err as Error).message ?? String(err),
          }),
      );
    }
  });
  const finished = new Promise<unknown>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      void (bridge?.close() ?? Promise.resolve()).then(() => {
        if (result) resolve(result.value);
        else reject(new Error(`the background job stopped (${signal ?? `exit code ${code}`})`));
      });
    });
  });
  return { result: finished, stop: () => child.kill('SIGTERM') };
}
