import type {
  BootstrapStatic,
  FplElementSummary,
  FplEntry,
  FplEntryHistory,
  FplEntryTransfers,
  FplEventLive,
  FplEventStatus,
  FplFixture,
  FplLeagueStandings,
  FplPicks,
} from '@contracts/fpl/index';

/** A payload from the official game with where and when it came from. */
export interface Fetched<T> {
  data: T;
  /** When this copy was fetched from upstream (or read from the snapshot). */
  fetchedAt: Date;
  /** True when upstream failed or was too slow and this is the last good copy (stale-while-revalidate). */
  stale: boolean;
}

export type SourceKind = 'live' | 'snapshot' | 'demo';

/**
 * "The official game's data". Implemented by the live HTTP source and by the snapshot source
 * (a directory laid out like the official API; the demo season is a generated snapshot).
 * Every method validates its ids (positive integers in range) before building a path, validates
 * the payload with the schemas in contracts/fpl, and throws UpstreamError on failure.
 */
export interface FplSource {
  readonly kind: SourceKind;
  /** Base URL (live) or directory (snapshot/demo), for /api/status and logs. */
  readonly location: string;
  /**
   * `fresh: true` reads upstream now, past the cache, and fails rather than answer with an older
   * copy (the daily price capture must record today's data or nothing). A snapshot is always as
   * fresh as it gets.
   */
  bootstrapStatic(read?: { fresh?: boolean }): Promise<Fetched<BootstrapStatic>>;
  fixtures(): Promise<Fetched<FplFixture[]>>;
  entry(managerId: number): Promise<Fetched<FplEntry>>;
  entryHistory(managerId: number): Promise<Fetched<FplEntryHistory>>;
  entryPicks(managerId: number, gameweek: number): Promise<Fetched<FplPicks>>;
  entryTransfers(managerId: number): Promise<Fetched<FplEntryTransfers>>;
  /** One page (1-based) of a classic league's standings, 50 entries a page upstream. */
  leagueStandings(leagueId: number, page: number): Promise<Fetched<FplLeagueStandings>>;
  elementSummary(playerId: number): Promise<Fetched<FplElementSummary>>;
  eventLive(gameweek: number): Promise<Fetched<FplEventLive>>;
  eventStatus(): Promise<Fetched<FplEventStatus>>;
  /** The most recent successful upstream fetch of any endpoint, or null before the first. */
  lastFetchedAt(): Date | null;
  /** True while upstream is failing: a stale copy was served after the last successful fetch. */
  servingStale(): boolean;
  /** Set on a replay (FPL_AS_OF_GAMEWEEK): the gameweek and what it could not roll back. */
  readonly replay?: Replay;
}

/**
 * A replayed snapshot: as of the end of `gameweek`; `asRecorded` names the figures that are still
 * as recorded at the end of the season (not rolled back), in the words the status line uses.
 */
export interface Replay {
  gameweek: number;
  asRecorded: string[];
}

export type UpstreamErrorKind =
  | 'not_found' // upstream 404 or a missing snapshot file
  | 'updating' // the 503 "The game is being updated" page
  | 'unavailable' // network error, timeout, 429/5xx after retries, or upstream left alone (Retry-After, open circuit), and no cached copy
  | 'timeout' // no answer before the request's deadline, and no cached copy (the fetch carries on)
  | 'invalid_payload' // the payload failed schema validation
  | 'invalid_id'; // an id that is not a positive integer in range (never sent upstream)

export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}
