import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { gunzip, gzip } from 'node:zlib';
import type { FittedModelsRepository } from '../../db/repositories/fitted-models';

/**
 * Fitted models kept across requests and restarts: a fit is stored under its model's name with a
 * fingerprint of the data it read (the current season's data version and the imported seasons) and
 * of the code that fitted it (the workers' bundle), and a later process whose data and code give the
 * same fingerprint reads it back instead of fitting again: an upgraded model refits on the same
 * data rather than showing the old model's figures until the data changes. Values
 * are serialised by node:v8, so Maps and typed arrays come back as they were, and gzipped on the
 * thread pool: PGlite runs on the event loop, and a points fit written as is (tens of megabytes,
 * hex-encoded, then compressed again by PostgreSQL in WebAssembly) held it for seconds.
 */
export interface FitStore {
  /** `make()`'s value for `fingerprint`: the stored one when it matches, else made and stored. */
  kept<T>(name: string, fingerprint: string, make: () => Promise<T>): Promise<T>;
  /**
   * As `kept`, for a value already serialised by node:v8 (in a worker thread: the value itself never
   * needs to exist in this thread, and a large one costs the event loop to copy and serialise).
   */
  keptBytes(name: string, fingerprint: string, make: () => Promise<Uint8Array>): Promise<Uint8Array>;
}

/** A model service's fits: where they are kept, and the imported seasons' stamp they are keyed by. */
export interface ModelFits {
  store: FitStore;
  importStamp: () => Promise<string>;
}

/** Stores nothing: every fit is made (tests and tools without a database). */
export const NO_FIT_STORE: FitStore = {
  kept: (_name, _fingerprint, make) => make(),
  keptBytes: (_name, _fingerprint, make) => make(),
};

/**
 * Bumped when a stored value's shape changes: older rows are then refitted, not misread (2: gzipped;
 * 3: a points fit's recent minutes with how many were elsewhere).
 */
const FORMAT = 3;
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export function createFitStore(
  repo: FittedModelsRepository,
  deps: {
    now: () => Date;
    log: { warn(message: string): void };
    /** The fitting code's version (WorkerPool.codeVersion); null or absent: not known (tsx). */
    codeVersion?: () => Promise<string | null>;
  },
): FitStore {
  const stored = async (fingerprint: string) =>
    `${FORMAT}/${(await deps.codeVersion?.()) ?? 'unbundled'}/${fingerprint}`;
  async function read(name: string, fingerprint: string): Promise<Buffer | null> {
    try {
      const row = await repo.read(name);
      if (row?.fingerprint !== (await stored(fingerprint))) return null;
      return await gunzipAsync(row.value);
    } catch (err) {
      // An unreadable stored fit is refitted: it is a cache, never the only copy of anything.
      deps.log.warn(`stored fit ${name} unreadable, fitting again: ${(err as Error).message}`);
      return null;
    }
  }
  async function write(name: string, fingerprint: string, bytes: Uint8Array): Promise<void> {
    await gzipAsync(bytes)
      .then(async (zipped) => repo.write(name, await stored(fingerprint), zipped, deps.now()))
      .catch((err: unknown) => {
        deps.log.warn(`stored fit ${name} not saved: ${(err as Error).message}`);
      });
  }
  return {
    async keptBytes(name, fingerprint, make) {
      const stored = await read(name, fingerprint);
      if (stored) return stored;
      const bytes = await make();
      await write(name, fingerprint, bytes);
      return bytes;
    },
    async kept<T>(name: string, fingerprint: string, make: () => Promise<T>): Promise<T> {
      const stored = await read(name, fingerprint);
      if (stored) {
        try {
          return deserialize(stored) as T;
        } catch (err) {
          deps.log.warn(`stored fit ${name} unreadable, fitting again: ${(err as Error).message}`);
        }
      }
      const value = await make();
      await write(name, fingerprint, serialize(value));
      return value;
    },
  };
}

/**
 * The imported seasons as a fit's fingerprint reads them: each label with its import time, so a
 * season imported (or imported again) after a fit makes the fit's fingerprint differ.
 */
export function importStamp(seasons: readonly { label: string; importedAt: Date }[]): string {
  return seasons
    .map((s) => `${s.label}@${s.importedAt.getTime()}`)
    .sort()
    .join(',');
}

/**
 * `read()` at most once per `ms`, concurrent callers sharing one read: the imported seasons' stamp
 * is part of every projection request's key, and a query per request would cost each one a round
 * trip (on PGlite, event-loop time). A season imported meanwhile shows after at most `ms`.
 */
export function readAtMostEvery(ms: number, read: () => Promise<string>): () => Promise<string> {
  let last: { at: number; value: Promise<string> } | null = null;
  return () => {
    if (!last || performance.now() - last.at > ms) {
      const entry = { at: performance.now(), value: read() };
      last = entry;
      entry.value.catch(() => {
        if (last === entry) last = null;
      });
    }
    return last.value;
  };
}

/** A short, stable name for a long key (a fingerprint part). */
export const hashOf = (text: string) => createHash('sha1').update(text).digest('hex');
