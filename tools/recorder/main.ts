import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHttpTransport, withTrailingSlash } from '../../server/fpl/http-transport';
import { DEFAULT_BASE_URL } from '../../server/fpl/live-source';
import { DEFAULT_RETRY_POLICY } from '../../server/fpl/retry-policy';
import { UpstreamError } from '../../server/fpl/source';
import { parseRecorderArgs, UsageError, USAGE } from './args';
import { record } from './record';
import { writeSnapshotFile } from './write';

export interface RecorderIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const consoleIo: RecorderIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** Runs the recorder; returns the exit code (0 ok, 1 upstream or disk failure, 2 bad command line). */
export async function main(argv: string[], io: RecorderIo = consoleIo): Promise<number> {
  let plan;
  try {
    plan = parseRecorderArgs(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.err(`record: ${err.message}\n\n${USAGE}`);
    return 2;
  }
  const outDir = path.resolve(plan.out);
  const transport = createHttpTransport({
    baseUrl: withTrailingSlash(plan.baseUrl ?? DEFAULT_BASE_URL),
    // A recording is run by hand, so it can wait longer and retry more than a page request.
    timeoutMs: 30_000,
    policy: { ...DEFAULT_RETRY_POLICY, retries: 4 },
    userAgent: 'fpl-analytics recorder (open-source FPL analysis app)',
    now: () => new Date(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    random: Math.random,
  });
  try {
    const written = await record(plan, {
      transport,
      write: async (relative, payload) => {
        await writeSnapshotFile(outDir, relative, payload);
      },
      log: io.out,
    });
    io.out(`recorded ${written.length} file${written.length === 1 ? '' : 's'} into ${outDir}`);
    return 0;
  } catch (err) {
    const kind = err instanceof UpstreamError ? ` (${err.kind})` : '';
    io.err(`record failed${kind}: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
