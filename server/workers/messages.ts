import type { TaskName } from './tasks';

/** What the pool sends a worker: a slice of a shared dataset, a dataset to forget, or a job. */
export type ToWorker =
  | { type: 'rows'; dataset: string; rows: readonly unknown[]; done: boolean }
  | { type: 'drop'; dataset: string }
  | { type: 'run'; id: number; task: TaskName; input: unknown };

/** A job's answer: its value, or the error's name and message (a stack stays in the worker). */
export type FromWorker =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; name: string; message: string };
