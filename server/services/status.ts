import path from 'node:path';
import { degradedFields } from '@contracts/fpl/lenient';
import type { Preparing, Status } from '@contracts/status';
import { currentGameweek, seasonLabel } from '@contracts/game/schedule';
import { UpstreamError, type FplSource } from '../fpl/source';
import { describeUpstreamError } from '../http/errors';

export interface StatusDeps {
  fpl: FplSource;
  sourceSelection: { selectedBy: 'env' | 'auto'; reason: string | null };
  database: { kind: 'pglite' | 'postgres' };
  demo?: { managerIds: number[]; leagueIds: number[] };
  version: string;
  now: () => Date;
  /** What is being prepared in the background (server/jobs/preparation); absent: nothing ever is. */
  preparation?: { get(): Preparing | null; version(): number; finished(): boolean };
}

/**
 * What the footer and the status page show: which source is in use and how fresh it is. Answers
 * even when upstream is down (season and gameweek are then null).
 */
const MEMO_MS = 500;

export function createStatusService(deps: StatusDeps) {
  const { fpl } = deps;
  // A snapshot's directory is shown by name only: the server's file layout is nobody's business.
  const location = fpl.kind === 'live' ? fpl.location : path.basename(fpl.location);
  // The footer polls this on every screen: derive season and gameweek once per bootstrap copy.
  const schedules = new WeakMap<object, { season: string | null; gameweek: number | null }>();
  const scheduleOf = (events: Parameters<typeof seasonLabel>[0] & Parameters<typeof currentGameweek>[0]) => {
    let known = schedules.get(events);
    if (!known) {
      known = { season: seasonLabel(events), gameweek: currentGameweek(events) };
      schedules.set(events, known);
    }
    return known;
  };

  async function status(): Promise<Status> {
    let season: string | null = null;
    let gameweek: number | null = null;
    // Any endpoint served stale since the last good fetch counts, not only the bootstrap read here.
    let stale = fpl.servingStale();
    let upstreamError: string | null = null;
    let dataWarnings: readonly string[] = [];
    // The fixtures are read beside the base data: a field missing there (a difficulty rating) is
    // named too. Failing alone, they add nothing here; the screens reading them say so.
    const fixtures = fpl.fixtures().then(
      (read) => ({ warnings: degradedFields(read.data), stale: read.stale }),
      () => ({ warnings: [], stale: false }),
    );
    try {
      const bootstrap = await fpl.bootstrapStatic();
      ({ season, gameweek } = scheduleOf(bootstrap.data.events));
      stale ||= bootstrap.stale;
      dataWarnings = degradedFields(bootstrap.data);
      const read = await fixtures;
      stale ||= read.stale;
      dataWarnings = [...dataWarnings, ...read.warnings];
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      // The upstream detail (URLs, validation paths) is for the log; the status line says what failed.
      upstreamError = describeUpstreamError(err);
    }
    return {
      source: { kind: fpl.kind, location, ...deps.sourceSelection },
      season,
      currentGameweek: gameweek,
      lastFetchedAt: fpl.lastFetchedAt()?.toISOString() ?? null,
      stale,
      upstreamError,
      dataWarnings: [...dataWarnings],
      database: deps.database,
      ...(fpl.kind === 'demo' && deps.demo ? { demo: deps.demo } : {}),
      version: deps.version,
      replay: fpl.replay ?? null,
      preparing: deps.preparation?.get() ?? null,
    };
  }

  // The footer polls this on every screen. Its JSON is reused for up to MEMO_MS while the source
  // reports no new fetch, no change in stale serving and no preparation step (the only ways its
  // fields change, beyond the bootstrap copy expiring, which this delays by at most MEMO_MS).
  let memo: {
    at: number;
    fetchedAtMs: number | undefined;
    servingStale: boolean;
    preparing: number | undefined;
    json: string;
  } | null = null;
  /** The memoised JSON while it is still good, else undefined. */
  function currentJson(): string | undefined {
    const at = deps.now().getTime();
    if (
      memo &&
      at >= memo.at &&
      at - memo.at < MEMO_MS &&
      memo.fetchedAtMs === fpl.lastFetchedAt()?.getTime() &&
      memo.servingStale === fpl.servingStale() &&
      memo.preparing === deps.preparation?.version()
    )
      return memo.json;
    return undefined;
  }
  function statusJson(): string | Promise<string> {
    const current = currentJson();
    if (current !== undefined) return current;
    const at = deps.now().getTime();
    return status().then((answer) => {
      memo = {
        at,
        fetchedAtMs: fpl.lastFetchedAt()?.getTime(),
        servingStale: fpl.servingStale(),
        preparing: deps.preparation?.version(),
        json: JSON.stringify(answer),
      };
      return memo.json;
    });
  }

  /** `/api/ready`: the first start's background preparation is done (always, without one). */
  const ready = () => deps.preparation?.finished() ?? true;

  return Object.assign(status, { json: statusJson, currentJson, ready });
}
export type StatusService = ReturnType<typeof createStatusService>;
