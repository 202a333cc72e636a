import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { TaskInput, TaskName, TaskOutput } from './tasks';
import type { FromWorker, ToWorker } from './messages';

/**
 * A handle to a large array kept in the workers (the past seasons' rows): sent to each worker once,
 * in slices, instead of being copied with every job (84k rows cost seconds to clone at once).
 */
export interface SharedRows<T> {
  readonly dataset: string;
  /** Type marker only: the rows never travel with the handle. */
  readonly __rows?: T;
}

interface Job {
  task: TaskName;
  input: unknown;
  datasets: string[];
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  /** Datasets this worker holds completely. */
  has: Set<string>;
  busy: boolean;
  pending: Map<number, Job>;
}

/** Rows per message while a dataset is sent: each slice costs the event loop a few milliseconds. */
const SLICE_ROWS = 500;

/** Registers tsx, then loads worker.ts: the workers' code when no bundle is given. */
const tsxEntry = new URL('./worker-entry.mjs', import.meta.url);

export interface WorkerPool {
  /**
   * Runs a named task (server/workers/tasks.ts) in a worker. With `key`, a job asked again while the
   * same task and key are queued or running shares its promise. `datasets` names the shared rows the
   * input refers to. A task's error rejects the promise with the task's message.
   */
  run<N extends TaskName>(
    task: N,
    input: TaskInput<N>,
    opts?: { key?: string; datasets?: readonly SharedRows<unknown>[] },
  ): Promise<TaskOutput<N>>;
  /** Keeps `rows` for the workers under `id` (a new id for new rows: ids are never reused). */
  share<T>(id: string, rows: readonly T[]): SharedRows<T>;
  /** Forgets a dataset: the workers drop their copies. */
  unshare(handle: SharedRows<unknown>): void;
  /**
   * Starts every worker now instead of at the first job: each loads the models' code (seconds on a
   * busy machine), in its own thread, before a request waits for it.
   */
  warm(): void;
  /**
   * Workers started once `code` settles load its file (worker-bundle.ts), or worker.ts through tsx
   * if it gives null; jobs and warm() wait for it meanwhile. Called before the first job.
   */
  useWorkerCode(code: Promise<{ url: URL; version: string } | null>): void;
  /**
   * The version of the code the workers run (the bundle's hash), once known; null when they load
   * it through tsx (no bundle) or useWorkerCode was never called.
   */
  codeVersion(): Promise<string | null>;
  /** Jobs queued or running (tests and the benchmark read it). */
  readonly load: number;
  close(): Promise<void>;
}

/** Pool size: one worker per spare core, at least one, at most `max`. */
export const defaultSize = (max = 2) => Math.max(1, Math.min(max, availableParallelism() - 1));

/**
 * A bounded pool of worker threads running the pure computations of server/workers/tasks.ts (model
 * fits, simulations, projections), so the event loop keeps answering while they run. Workers start
 * on first use, run one job at a time, and keep the process alive only while they run one.
 */
export function createWorkerPool(size = defaultSize()): WorkerPool {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  const inFlight = new Map<string, Promise<unknown>>();
  const datasets = new Map<string, readonly unknown[]>();
  let nextId = 1;
  let closed = false;
  let entry = tsxEntry;
  /** Whether the workers' code is known (useWorkerCode), and warm() was asked before it was. */
  let codeKnown = true;
  let warmWanted = false;
  let version: Promise<string | null> = Promise.resolve(null);

  function spawn(): Slot {
    const worker = new Worker(entry);
    const slot: Slot = {
      worker,
      has: new Set(),
      busy: false,
      pending: new Map(),
      ready: new Promise((resolve, reject) => {
        worker.once('online', () => resolve());
        worker.once('error', reject);
      }),
    };
    slot.ready.catch(() => undefined);
    worker.on('message', (msg: FromWorker) => {
      const job = slot.pending.get(msg.id);
      if (!job) return;
      slot.pending.delete(msg.id);
      slot.busy = false;
      worker.unref();
      if (msg.ok) job.resolve(msg.value);
      else job.reject(Object.assign(new Error(msg.message), { name: msg.name }));
      pump();
    });
    worker.on('error', (err) => fail(slot, err));
    worker.on('exit', (code) => fail(slot, new Error(`worker stopped (exit ${code})`)));
    // Held only while it runs a job (pump refs it), so an idle worker never keeps a command alive;
    // unref'd after the listeners, as adding a 'message' listener refs it again (Node 20), which left
    // npm run bench:optimiser hanging once it had printed its figures.
    worker.unref();
    slots.push(slot);
    return slot;
  }

  /** A worker that died fails its job; the next job starts a new one. */
  function fail(slot: Slot, err: Error): void {
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    for (const job of slot.pending.values()) job.reject(err);
    slot.pending.clear();
    if (!closed) pump();
  }

  async function sendDataset(slot: Slot, id: string): Promise<void> {
    const rows = datasets.get(id);
    if (!rows) throw new Error(`dataset ${id} is not shared`);
    for (let start = 0; start < rows.length || start === 0; start += SLICE_ROWS) {
      const message: ToWorker = {
        type: 'rows',
        dataset: id,
        rows: rows.slice(start, start + SLICE_ROWS),
        done: start + SLICE_ROWS >= rows.length,
      };
      slot.worker.postMessage(message);
      // Let the event loop answer between slices.
      await new Promise((resolve) => setImmediate(resolve));
    }
    slot.has.add(id);
  }

  async function dispatch(slot: Slot, job: Job): Promise<void> {
    try {
      await slot.ready;
      for (const id of job.datasets) if (!slot.has.has(id)) await sendDataset(slot, id);
      const id = nextId++;
      slot.pending.set(id, job);
      const message: ToWorker = { type: 'run', id, task: job.task, input: job.input };
      slot.worker.postMessage(message);
    } catch (err) {
      slot.busy = false;
      slot.worker.unref();
      job.reject(err as Error);
      pump();
    }
  }

  function pump(): void {
    while (codeKnown && queue.length > 0 && !closed) {
      let slot = slots.find((s) => !s.busy);
      if (!slot && slots.length < size) slot = spawn();
      if (!slot) return;
      const job = queue.shift()!;
      slot.busy = true;
      slot.worker.ref();
      void dispatch(slot, job);
    }
  }

  function warm(): void {
    warmWanted = !codeKnown;
    while (codeKnown && !closed && slots.length < size) spawn();
  }

  return {
    run(task, input, opts = {}) {
      if (closed) return Promise.reject(new Error('the worker pool is closed'));
      const key = opts.key === undefined ? undefined : `${task}\u0000${opts.key}`;
      const shared = key === undefined ? undefined : inFlight.get(key);
      if (shared) return shared as Promise<never>;
      const promise = new Promise<unknown>((resolve, reject) => {
        queue.push({ task, input, datasets: (opts.datasets ?? []).map((d) => d.dataset), resolve, reject });
        pump();
      });
      if (key !== undefined) {
        inFlight.set(key, promise);
        const clear = () => inFlight.delete(key);
        promise.then(clear, clear);
      }
      return promise as Promise<never>;
    },
    share(id, rows) {
      datasets.set(id, rows);
      return { dataset: id };
    },
    unshare(handle) {
      datasets.delete(handle.dataset);
      for (const slot of slots) {
        if (slot.has.delete(handle.dataset)) {
          const message: ToWorker = { type: 'drop', dataset: handle.dataset };
          slot.worker.postMessage(message);
        }
      }
    },
    warm,
    useWorkerCode(code) {
      codeKnown = false;
      const settled = code.catch(() => null);
      version = settled.then((found) => found?.version ?? null);
      void settled.then((found) => {
        entry = found?.url ?? tsxEntry;
        codeKnown = true;
        if (warmWanted) warm();
        pump();
      });
    },
    codeVersion: () => version,
    get load() {
      return queue.length + slots.filter((s) => s.busy).length;
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the worker pool is closed'));
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}

let shared: WorkerPool | null = null;

/**
 * The process's one pool: every service shares it, so the fits of all screens are bounded together
 * (and tests building many apps start the workers once).
 */
export function sharedWorkerPool(): WorkerPool {
  shared ??= createWorkerPool();
  return shared;
}
