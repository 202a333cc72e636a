import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_HISTORY_URL } from '../../server/jobs/preparation/settings';
import { ImportError } from './errors';

/** Where the vaastav `data/` tree lives: a local folder or the repository's raw URLs. */
export interface VaastavSource {
  /** The root: a resolved folder path or a base URL (recorded as the import's source). */
  location: string;
  /** How a file is named in messages (a path or a URL). */
  describe(relative: string): string;
  /** The bytes of `relative` ('2019-20/players_raw.csv'), or null when the file does not exist. */
  read(relative: string): Promise<Uint8Array | null>;
}

/** The vaastav repository's raw files (also the server's default FPL_HISTORY_URL). */
export const VAASTAV_RAW_BASE = DEFAULT_HISTORY_URL;

const SEASON_FOLDER = /^20\d\d-\d\d$/;

export function dirSource(root: string): VaastavSource {
  const describe = (relative: string) => path.join(root, ...relative.split('/'));
  return {
    location: path.resolve(root),
    describe,
    async read(relative) {
      try {
        return await readFile(describe(relative));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw new ImportError(describe(relative), undefined, `cannot read: ${(err as Error).message}`);
      }
    },
  };
}

/** Season folders (`2019-20` ...) under a local vaastav root, oldest first. */
export async function listSeasonFolders(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { withFileTypes: true });
  } catch (err) {
    throw new ImportError(root, undefined, `cannot list the vaastav folder: ${(err as Error).message}`);
  }
  return entries
    .filter((e) => e.isDirectory() && SEASON_FOLDER.test(e.name))
    .map((e) => e.name)
    .sort();
}

export interface UrlSourceOptions {
  /** Per-file limit for the whole download, not just the connection. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** Reads `<base>/<relative>` over HTTP; 404 means the file does not exist for that season. */
export function urlSource(base: string, opts: UrlSourceOptions = {}): VaastavSource {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const fetchImpl = opts.fetchImpl ?? fetch;
  const location = base.replace(/\/+$/, '');
  const describe = (relative: string) => `${location}/${relative}`;
  return {
    location,
    describe,
    async read(relative) {
      const url = describe(relative);
      try {
        const res = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (res.status === 404) return null;
        if (!res.ok) throw new ImportError(url, undefined, `download failed: HTTP ${res.status}`);
        return new Uint8Array(await res.arrayBuffer());
      } catch (err) {
        if (err instanceof ImportError) throw err;
        const reason =
          (err as Error).name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : (err as Error).message;
        throw new ImportError(url, undefined, `download failed: ${reason}`);
      }
    },
  };
}
