import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from './test-app';
import { testDatabases } from '../../db/testing';
import { parsePayload, readEndpoints, type Endpoint } from '../../fpl/endpoints';
import { UpstreamError, type Fetched, type FplSource } from '../../fpl/source';

/**
 * An FplSource over payloads held in memory, keyed by snapshot file path (`bootstrap-static.json`,
 * `entry/101.json`, ...), parsed on every read exactly as the live and snapshot sources parse them.
 * Tests swap `files` between reads to try one payload shape after another on the same app.
 */
export function memorySource(initial: Record<string, unknown>) {
  let files = initial;
  let fetchedAt = new Date('2025-09-20T10:00:00Z');
  // Swapped payloads are a new download: a second later, as a real refresh would be.
  const state = {
    get files() {
      return files;
    },
    set files(next: Record<string, unknown>) {
      files = next;
      fetchedAt = new Date(fetchedAt.getTime() + 1000);
    },
  };
  function read<T>(ep: Endpoint<T>): Promise<Fetched<T>> {
    if (!(ep.filePath in state.files))
      return Promise.reject(new UpstreamError('not_found', `${ep.filePath} is not held`));
    // A copy, as a fresh download would be: parsing never sees another case's objects.
    const raw: unknown = structuredClone(state.files[ep.filePath]);
    return Promise.resolve().then(() => ({
      data: parsePayload(ep, raw, ep.filePath),
      fetchedAt,
      stale: false,
    }));
  }
  const source: FplSource = {
    kind: 'snapshot',
    location: 'memory',
    ...readEndpoints(read),
    lastFetchedAt: () => fetchedAt,
    servingStale: () => false,
  };
  return { source, state };
}

/** The whole app (embedded database included) over a memory source; swap `state.files` between requests. */
export async function memoryApp(files: Record<string, unknown>) {
  const { source, state } = memorySource(files);
  const opened = await testDatabases()[0]!.open();
  const app: FastifyInstance = await testApp({ fpl: source, db: opened.db });
  const close = async () => {
    await app.close();
    await opened.close();
  };
  return { app, state, close };
}

/**
 * One memory app for a describe block, as `suiteDatabase` is one database: opened before its tests,
 * closed after them. Read `.app` and `.state` inside hooks and tests, not at collection.
 */
export function suiteMemoryApp(files: Record<string, unknown>) {
  let opened: Awaited<ReturnType<typeof memoryApp>> | undefined;
  beforeAll(async () => {
    opened = await memoryApp(files);
  });
  afterAll(async () => {
    await opened?.close();
  });
  const current = () => {
    if (!opened) throw new Error('the suite app opens in beforeAll');
    return opened;
  };
  return {
    get app() {
      return current().app;
    },
    get state() {
      return current().state;
    },
  };
}
