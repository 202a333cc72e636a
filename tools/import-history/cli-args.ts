import { seasonParam } from '@contracts/params';
import { VAASTAV_RAW_BASE } from './source';

export const DEFAULT_VAASTAV_DIR = '../shared/fpl-data/vaastav';

export const USAGE = `Usage: npx tsx tools/import-history/main.ts [options]

Imports vaastav/Fantasy-Premier-League season folders into the history tables
(DATABASE_URL, or the embedded database under DATA_DIR, as the app uses them).

  --dir <path>        vaastav data root holding <season>/ folders (default ${DEFAULT_VAASTAV_DIR})
  --url               download from ${VAASTAV_RAW_BASE}
  --base-url <url>    download from another copy of that layout (implies --url)
  --season <label>    a season such as 2019-20; repeatable. Default: every folder under --dir
                      (required with --url, which cannot list folders)
  --timeout-ms <n>    per-file download limit (default 60000)
  --help              this text`;

export type CliOptions =
  | { mode: 'dir'; dir: string; seasons: string[] }
  | { mode: 'url'; baseUrl: string; seasons: string[]; timeoutMs: number }
  | { mode: 'help' };

export class UsageError extends Error {}

/** Parses the command line; an empty `seasons` in dir mode means every season folder found. */
export function parseCliArgs(argv: readonly string[]): CliOptions {
  let dir: string | undefined;
  let baseUrl: string | undefined;
  let url = false;
  let timeoutMs = 60_000;
  const seasons: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      return v;
    };
    switch (arg) {
      case '--help':
      case '-h':
        return { mode: 'help' };
      case '--dir':
        dir = value();
        break;
      case '--url':
        url = true;
        break;
      case '--base-url':
        baseUrl = value();
        if (!/^https?:\/\//.test(baseUrl))
          throw new UsageError(`--base-url must be an http(s) URL: ${baseUrl}`);
        break;
      case '--season': {
        const season = value();
        const parsed = seasonParam.safeParse(season);
        if (!parsed.success)
          throw new UsageError(`--season ${season}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
        if (!seasons.includes(season)) seasons.push(season);
        break;
      }
      case '--timeout-ms': {
        const v = value();
        timeoutMs = Number(v);
        if (!/^[1-9]\d*$/.test(v)) throw new UsageError(`--timeout-ms must be a positive whole number: ${v}`);
        break;
      }
      default:
        throw new UsageError(`unknown argument: ${arg}`);
    }
  }
  if (url || baseUrl !== undefined) {
    if (dir !== undefined) throw new UsageError('--dir and --url cannot be combined');
    if (seasons.length === 0) throw new UsageError('--url needs at least one --season');
    return { mode: 'url', baseUrl: baseUrl ?? VAASTAV_RAW_BASE, seasons, timeoutMs };
  }
  return { mode: 'dir', dir: dir ?? DEFAULT_VAASTAV_DIR, seasons };
}
