import { parentPort } from 'node:worker_threads';
import type { FromWorker, ToWorker } from './messages';
import { TASKS } from './tasks';
import { receiveRows, dropRows } from './worker-datasets';

/** A worker thread of the pool (pool.ts): runs one named task per message, answers with its result. */
const port = parentPort;
if (!port) throw new Error('server/workers/worker.ts runs only as a worker thread');

port.on('message', (msg: ToWorker) => {
  if (msg.type === 'rows') return receiveRows(msg.dataset, msg.rows, msg.done);
  if (msg.type === 'drop') return dropRows(msg.dataset);
  let answer: FromWorker;
  try {
    const task = TASKS[msg.task] as ((input: unknown) => unknown) | undefined;
    if (!task) throw new Error(`unknown task ${msg.task}`);
    answer = { id: msg.id, ok: true, value: task(msg.input) };
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    answer = { id: msg.id, ok: false, name: e.name, message: e.message };
  }
  // A byte array answer (a serialised fit) is handed over, not copied.
  port.postMessage(
    answer,
    answer.ok && answer.value instanceof Uint8Array ? [answer.value.buffer as ArrayBuffer] : [],
  );
});
