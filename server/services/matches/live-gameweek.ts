import type { FplEventLive } from '@contracts/fpl/index';
import { UpstreamError, type FplSource } from '../../fpl/source';

/** What the match history and the shares read from one `event/{gw}/live` payload. */
export interface LiveGameweek {
  /** Minutes per fixture and player, keyed `fixture/element`. */
  minutes: Map<string, number>;
  /** Each player's gameweek xG and xA (null where absent) and the fixtures he played (minutes > 0). */
  expected: Map<number, { xg: number | null; xa: number | null; fixtures: number[] }>;
  /** False when no player carries expected goals (mirrors strip them). */
  measured: boolean;
}

const num = (v: string | undefined) => (v === undefined || !Number.isFinite(Number(v)) ? null : Number(v));

export function readLive(live: FplEventLive): LiveGameweek {
  const minutes = new Map<string, number>();
  const expected = new Map<number, { xg: number | null; xa: number | null; fixtures: number[] }>();
  let measured = false;
  for (const e of live.elements) {
    const fixtures: number[] = [];
    for (const x of e.explain ?? []) {
      const m = x.stats.find((s) => s.identifier === 'minutes')?.value ?? 0;
      if (m > 0) fixtures.push(x.fixture);
      minutes.set(`${x.fixture}/${e.id}`, m);
    }
    if (e.stats.expected_goals !== undefined) measured = true;
    expected.set(e.id, { xg: num(e.stats.expected_goals), xa: num(e.stats.expected_assists), fixtures });
  }
  return { minutes, expected, measured };
}

/**
 * Finished gameweeks' live payloads, each read once and kept for good (a finished gameweek's
 * payload no longer changes), shared by the match history (team xG) and the shares (minutes, xG and
 * xA per player): a cold share request makes one live call per finished gameweek at most, and each
 * payload is walked once. Null for a gameweek the source has no payload for (kept too); any other
 * failure rejects (each reader says what it lacks in its log) and is tried again on the next read.
 */
export function createFinishedLive(fpl: Pick<FplSource, 'eventLive'>) {
  const kept = new Map<string, Promise<LiveGameweek | null>>();
  return function finishedLive(season: string, gameweek: number): Promise<LiveGameweek | null> {
    const key = `${season}/${gameweek}`;
    let loading = kept.get(key);
    if (!loading) {
      loading = fpl.eventLive(gameweek).then(
        (live) => readLive(live.data),
        (err: unknown) => {
          if (err instanceof UpstreamError && err.kind === 'not_found') return null;
          kept.delete(key);
          throw err;
        },
      );
      kept.set(key, loading);
    }
    return loading;
  };
}
export type FinishedLive = ReturnType<typeof createFinishedLive>;
