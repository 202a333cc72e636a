import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createAsOfSource } from './as-of-source';
import { createLiveSource, DEFAULT_BASE_URL } from './live-source';
import { createSnapshotSource } from './snapshot-source';
import { UpstreamError, type FplSource } from './source';

export interface SourceSelection {
  source: FplSource;
  /** 'env' when FPL_SOURCE named the source, 'auto' when chosen by probing upstream. */
  selectedBy: 'env' | 'auto';
  /** Why auto-selection chose this source; null when FPL_SOURCE named it. */
  reason: string | null;
}

export interface SelectSourceLog {
  info(message: string): void;
  warn(message: string): void;
}

/** Resolves when upstream is usable, rejects with the reason otherwise. */
export type UpstreamProbe = (baseUrl: string) => Promise<void>;

export interface SelectSourceOptions {
  /** FPL_SOURCE: 'live', 'demo', 'auto' or a snapshot directory (relative to the working directory). */
  fplSource: string;
  demoDir: string;
  probe?: UpstreamProbe;
  baseUrl?: string;
  /** FPL_AS_OF_GAMEWEEK: replay the snapshot or demo as of the end of this gameweek. */
  asOfGameweek?: number;
  log: SelectSourceLog;
}

export const PROBE_TIMEOUT_MS = 3_000;

/**
 * Asks upstream for bootstrap-static once, without retries: at start-up a slow or broken upstream
 * should send the app to the demo season in seconds, not after a round of backoff.
 */
export async function probeUpstream(baseUrl: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<void> {
  await createLiveSource({ baseUrl, timeoutMs, retries: 0 }).bootstrapStatic();
}

/** Picks the data source named by FPL_SOURCE; throws an Error with a clear message when it cannot. */
export async function selectSource(opts: SelectSourceOptions): Promise<SourceSelection> {
  const k = opts.asOfGameweek;
  if (k === undefined) return selectNamedSource(opts);
  if (opts.fplSource === 'live' || opts.fplSource === 'auto') {
    throw new Error(
      `FPL_AS_OF_GAMEWEEK=${k} replays recorded data: set FPL_SOURCE to a snapshot directory or 'demo' (it is '${opts.fplSource}')`,
    );
  }
  const selection = await selectNamedSource(opts);
  const source = await createAsOfSource(selection.source, k);
  const totals = source.totals.rolledBack
    ? "players' season totals rolled back"
    : `players' season totals not rolled back (${source.totals.reason})`;
  opts.log.info(`FPL source replayed as of gameweek ${k} (FPL_AS_OF_GAMEWEEK): ${totals}`);
  return { ...selection, source };
}

async function selectNamedSource(opts: SelectSourceOptions): Promise<SourceSelection> {
  const baseUrl = opts.baseUrl ?? DEFAULT_BASE_URL;
  switch (opts.fplSource) {
    case 'live':
      opts.log.info(`FPL source: live API at ${baseUrl} (FPL_SOURCE=live)`);
      return { source: createLiveSource({ baseUrl }), selectedBy: 'env', reason: null };
    case 'demo': {
      const source = await demoSource(opts.demoDir, 'FPL_SOURCE=demo');
      opts.log.info(`FPL source: demo season in ${source.location} (FPL_SOURCE=demo)`);
      return { source, selectedBy: 'env', reason: null };
    }
    case 'auto':
      return autoSelect(opts, baseUrl);
    default: {
      const source = await snapshotSource(opts.fplSource);
      opts.log.info(`FPL source: snapshot in ${source.location}`);
      return { source, selectedBy: 'env', reason: null };
    }
  }
}

async function autoSelect(opts: SelectSourceOptions, baseUrl: string): Promise<SourceSelection> {
  const probe = opts.probe ?? ((url: string) => probeUpstream(url));
  try {
    await probe(baseUrl);
  } catch (err) {
    const { reason, detail } = probeFailureReason(err);
    const source = await demoSource(opts.demoDir, `FPL_SOURCE=auto chose the demo season because ${detail}`);
    opts.log.warn(`FPL source: demo season in ${source.location}, because ${detail}`);
    return { source, selectedBy: 'auto', reason };
  }
  const reason = `upstream answered within ${PROBE_TIMEOUT_MS / 1000} s`;
  opts.log.info(`FPL source: live API at ${baseUrl}, because ${reason}`);
  return { source: createLiveSource({ baseUrl }), selectedBy: 'auto', reason };
}

/** Why the probe failed: `reason` in user words for the status line, `detail` (with the upstream's
 * own message, URLs included) for the log and start-up errors. */
function probeFailureReason(err: unknown): { reason: string; detail: string } {
  const plain = (reason: string) => ({ reason, detail: reason });
  if (err instanceof UpstreamError && err.kind === 'updating') return plain('upstream is being updated');
  const message = err instanceof Error ? err.message : String(err);
  if (/timed out/.test(message)) return plain(`upstream did not answer within ${PROBE_TIMEOUT_MS / 1000} s`);
  return { reason: 'the official game could not be reached', detail: `upstream is not usable: ${message}` };
}

async function demoSource(demoDir: string, context: string): Promise<FplSource> {
  const dir = path.resolve(demoDir);
  const bootstrap = await stat(path.join(dir, 'bootstrap-static.json')).catch(() => null);
  if (!bootstrap?.isFile()) {
    throw new Error(`${context}, but ${dir} has no bootstrap-static.json: generate the demo season first`);
  }
  return createSnapshotSource(dir, 'demo');
}

async function snapshotSource(value: string): Promise<FplSource> {
  const dir = path.resolve(value);
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory()) {
    const what = info ? 'is not a directory' : 'does not exist';
    throw new Error(
      `FPL_SOURCE=${value} is not 'live', 'demo' or 'auto', and as a snapshot directory ${dir} ${what}`,
    );
  }
  return createSnapshotSource(dir, 'snapshot');
}
