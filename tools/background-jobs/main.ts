import type { BackgroundJob, ChildMessage, JobDatabase } from '../../server/jobs/preparation/protocol';
import { ipcDatabase } from './ipc-database';
import { runJob } from './jobs';

/**
 * A background job's process, started by the server (server/jobs/preparation/run-child.ts) with
 * the job and where its database is as one JSON argument; reports progress, log lines and the
 * result as messages, then exits.
 */
async function main(): Promise<void> {
  const { job, database } = JSON.parse(process.argv[2] ?? '{}') as {
    job: BackgroundJob;
    database: JobDatabase;
  };
  const send = (message: ChildMessage) => process.send?.(message);
  // The database driver is loaded only where the job connects itself (PostgreSQL).
  const opened =
    database.kind === 'postgres'
      ? await (
          await import('../../server/db/client')
        ).openDatabase({ databaseUrl: database.url, schema: database.schema })
      : { db: ipcDatabase(), close: async () => undefined };
  const started = { cpu: process.cpuUsage(), ms: performance.now() };
  try {
    const value = await runJob(opened.db, job, {
      info: (line) => send({ type: 'log', level: 'info', line }),
      warn: (line) => send({ type: 'log', level: 'warn', line }),
      progress: (done, total) => send({ type: 'progress', done, total }),
    });
    const cpu = process.cpuUsage(started.cpu);
    send({
      type: 'log',
      level: 'info',
      line: `Background job ${job.kind} done in ${seconds(performance.now() - started.ms)} s, ${seconds((cpu.user + cpu.system) / 1000)} s of CPU in its process`,
    });
    await new Promise<void>((resolve) => {
      if (process.send) process.send({ type: 'result', value }, () => resolve());
      else resolve();
    });
  } finally {
    await opened.close();
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.send?.({ type: 'log', level: 'warn', line: `Background job failed: ${(err as Error).message}` });
    process.exitCode = 1;
    setTimeout(() => process.exit(1), 100);
  },
);
