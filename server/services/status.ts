import path from 'node:path';
import type { Status } from '@contracts/status';
import { currentGameweek, seasonLabel } from '@contracts/game/schedule';
import { UpstreamError, type FplSource } from '../fpl/source';

export interface StatusDeps {
  fpl: FplSource;
  sourceSelection: { selectedBy: 'env' | 'auto'; reason: string | null };
  database: { kind: 'pglite' | 'postgres' };
  demo?: { managerIds: number[]; leagueIds: number[] };
  version: string;
}

/**
 * What the footer and the status page show: which source is in use and how fresh it is. Answers
 * even when upstream is down (season and gameweek are then null).
 */
export function createStatusService(deps: StatusDeps) {
  const { fpl } = deps;
  // A snapshot's directory is shown by name only: the server's file layout is nobody's business.
  const location = fpl.kind === 'live' ? fpl.location : path.basename(fpl.location);

  return async function status(): Promise<Status> {
    let season: string | null = null;
    let gameweek: number | null = null;
    let stale = false;
    let upstreamError: string | null = null;
    try {
      const bootstrap = await fpl.bootstrapStatic();
      season = seasonLabel(bootstrap.data.events);
      gameweek = currentGameweek(bootstrap.data.events);
      stale = bootstrap.stale;
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      upstreamError = err.message;
    }
    return {
      source: { kind: fpl.kind, location, ...deps.sourceSelection },
      season,
      currentGameweek: gameweek,
      lastFetchedAt: fpl.lastFetchedAt()?.toISOString() ?? null,
      stale,
      upstreamError,
      database: deps.database,
      ...(fpl.kind === 'demo' && deps.demo ? { demo: deps.demo } : {}),
      version: deps.version,
    };
  };
}
export type StatusService = ReturnType<typeof createStatusService>;
