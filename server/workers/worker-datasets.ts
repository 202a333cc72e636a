/**
 * The shared datasets a worker holds (pool.ts `share`): rows arrive in slices and are complete
 * before any job naming them runs, as the pool sends them first on the same channel.
 */
const complete = new Map<string, unknown[]>();
const partial = new Map<string, unknown[]>();
/** Values derived from a dataset (indexes, fitted parts), dropped with it. */
const derived = new Map<string, Map<string, unknown>>();

export function receiveRows(dataset: string, rows: readonly unknown[], done: boolean): void {
  const list = partial.get(dataset) ?? [];
  for (const r of rows) list.push(r);
  if (done) {
    partial.delete(dataset);
    complete.set(dataset, list);
  } else partial.set(dataset, list);
}

export function dropRows(dataset: string): void {
  complete.delete(dataset);
  partial.delete(dataset);
  derived.delete(dataset);
}

/** A shared dataset's rows; a job naming one the pool did not send is a bug. */
function rowsOf<T>(handle: { dataset: string }): readonly T[] {
  const rows = complete.get(handle.dataset);
  if (!rows) throw new Error(`dataset ${handle.dataset} is not in this worker`);
  return rows as T[];
}

/** `make(rows)` once per dataset and name: what every job on the same rows would recompute. */
export function derivedFrom<T, R>(
  handle: { dataset: string },
  name: string,
  make: (rows: readonly T[]) => R,
): R {
  let byName = derived.get(handle.dataset);
  if (!byName) derived.set(handle.dataset, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, make(rowsOf<T>(handle)));
  return byName.get(name) as R;
}

const fits = new Map<string, { key: string; value: unknown }>();

/**
 * The latest `make()` of a task's fitted part, reused while the caller's `key` (a fingerprint of
 * what the fit reads) stays the same: a job that differs only in what is applied after the fit (a
 * player's status or price) skips the fit.
 */
export function keptFit<R>(name: string, key: string, make: () => R): R {
  const found = fits.get(name);
  if (found?.key === key) return found.value as R;
  const value = make();
  fits.set(name, { key, value });
  return value;
}
