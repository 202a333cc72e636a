import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { sharedPayloadParser, type PayloadParser } from '../workers/payload-parser';
import { readEndpoints, type Endpoint } from './endpoints';
import { resolveInside } from './safe-path';
import { UpstreamError, type Fetched, type FplSource } from './source';

interface ParsedFile {
  mtimeMs: number;
  size: number;
  data: unknown;
  /** When the file's mtime and size were last compared (performance.now()). */
  checkedAt: number;
}

/**
 * How long a parsed file is served before its mtime and size are compared again. A `stat` per read
 * was the largest cost of a cached read (about a quarter of the busy time of `/api/status` under
 * load); a regenerated demo or replaced snapshot file is still picked up within a second.
 */
export const SNAPSHOT_RECHECK_MS = 1000;

/**
 * The official game's data read from a directory laid out like the API (see endpoints.ts for the
 * file names): a recorded snapshot, or the generated demo season when `kind` is 'demo'. Payloads are
 * parsed and validated off the event loop (`parser`, a worker thread).
 */
export function createSnapshotSource(
  dir: string,
  kind: 'snapshot' | 'demo' = 'snapshot',
  parser: PayloadParser = sharedPayloadParser(),
): FplSource {
  const root = path.resolve(dir);
  // Parsed files are kept while their mtime and size are unchanged: the demo routes read
  // bootstrap-static on nearly every request, and re-validating megabytes each time is wasted work.
  const parsed = new Map<string, ParsedFile>();
  // Concurrent reads of a file share one stat (and one parse when it changed).
  const pending = new Map<string, Promise<unknown>>();
  let lastRead: Date | null = null;

  async function read<T>(ep: Endpoint<T>): Promise<Fetched<T>> {
    const file = resolveInside(root, ep.filePath);
    const data = await readParsed(file, ep);
    lastRead = new Date();
    return { data, fetchedAt: lastRead, stale: false };
  }

  function readParsed<T>(file: string, ep: Endpoint<T>): Promise<T> | T {
    const known = parsed.get(file);
    if (known && performance.now() - known.checkedAt < SNAPSHOT_RECHECK_MS) return known.data as T;
    let load = pending.get(file) as Promise<T> | undefined;
    if (!load) {
      load = revalidate(file, ep).finally(() => pending.delete(file));
      pending.set(file, load);
    }
    return load;
  }

  async function revalidate<T>(file: string, ep: Endpoint<T>): Promise<T> {
    const checkedAt = performance.now();
    const info = await stat(file).catch((err: unknown) => {
      throw fileError(err, ep.filePath);
    });
    const known = parsed.get(file);
    if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) {
      known.checkedAt = checkedAt;
      return known.data as T;
    }
    const text = await readFile(file, 'utf8').catch((err: unknown) => {
      throw fileError(err, ep.filePath);
    });
    const data = await parser.parse(ep, text, ep.filePath);
    parsed.set(file, { mtimeMs: info.mtimeMs, size: info.size, data, checkedAt });
    return data;
  }

  return {
    kind,
    location: root,
    ...readEndpoints(read),
    lastFetchedAt: () => lastRead,
    // Files do not go stale: a snapshot is a fixed copy by design.
    servingStale: () => false,
  };
}

function fileError(err: unknown, filePath: string): UpstreamError {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR')
    return new UpstreamError('not_found', `${filePath} is not in the snapshot`);
  return new UpstreamError('invalid_payload', `${filePath} could not be read: ${(err as Error).message}`);
}
