import type { BootstrapStatic, FplElement, FplEvent, FplEventLive, FplFixture } from '@contracts/fpl/index';
import { currentGameweek } from '@contracts/game/schedule';
import { UpstreamError, type Fetched, type FplSource, type Replay } from './source';
import { rollBackTotals, seasonStartTotals } from './as-of-totals';

export interface AsOfSource extends FplSource {
  /** Whether players' season totals were rolled back to the gameweek, and if not, why. */
  readonly totals: { rolledBack: true } | { rolledBack: false; reason: string };
  readonly replay: Replay;
}

/** Never rolled back (the snapshot records them once, at its end); see the doc comment below. */
const NEVER_ROLLED_BACK = ['prices', 'ownership', 'status', 'clubs'];

/** What a replay at `k` shows as recorded at the season's end: totals too when they stayed. */
export function replayOf(k: number, totalsRolledBack: boolean): Replay {
  return {
    gameweek: k,
    asRecorded: totalsRolledBack ? NEVER_ROLLED_BACK : ['player totals', ...NEVER_ROLLED_BACK],
  };
}

/**
 * A snapshot replayed as of the end of gameweek `k` (FPL_AS_OF_GAMEWEEK), as the game looked then:
 * gameweek k current and finished, k+1 next (deadlines kept), later gameweeks not finished; their
 * fixtures unplayed (no scores, no stats) and their live payloads and managers' picks absent, as
 * upstream answers for the future. Players' season totals are rolled back by subtracting the live
 * payloads of the gameweeks after k when the snapshot has all of them (see as-of-totals.ts);
 * prices, ownership, form, transfers, league tables and element summaries' upcoming fixtures are
 * not rolled back. Gameweek 0 is the season's start, before gameweek 1: no gameweek finished or
 * current, gameweek 1 next, every fixture unplayed, players' season figures 0 (seasonStartTotals);
 * players stay at the snapshot's clubs (a later transfer is not undone). Fails when k is after the
 * snapshot's own current gameweek (nothing to replay).
 */
export async function createAsOfSource(source: FplSource, k: number): Promise<AsOfSource> {
  const bootstrap = await source.bootstrapStatic();
  const current = currentGameweek(bootstrap.data.events);
  if (current === null || k > current) {
    throw new Error(
      `FPL_AS_OF_GAMEWEEK=${k} is after the snapshot's current gameweek (${current ?? 'none'}): a snapshot can only be replayed up to where it was recorded`,
    );
  }
  const lives: FplEventLive[] = [];
  let missing: number | null = null;
  for (let gw = k; k > 0 && gw <= current && missing === null; gw++) {
    const live = await source.eventLive(gw).catch(() => null);
    if (live) lives.push(live.data);
    else missing = gw;
  }
  const totals =
    missing === null
      ? ({ rolledBack: true } as const)
      : ({ rolledBack: false, reason: `the snapshot has no live payload for gameweek ${missing}` } as const);
  // The gameweek's own live payload (its points), then those after it (subtracted from the totals).
  const [atK, ...after] = lives;
  const elementsFor = memoLast((elements: FplElement[]) =>
    k === 0
      ? seasonStartTotals(elements)
      : missing === null
        ? rollBackTotals(elements, atK!, after)
        : elements,
  );

  const notPlayedYet = (what: string) => new UpstreamError('not_found', `${what} is after gameweek ${k}`);

  return {
    ...source,
    totals,
    // Gameweek 0 sets every season figure to 0 (seasonStartTotals): nothing of them is as recorded.
    replay: replayOf(k, k === 0 || totals.rolledBack),
    bootstrapStatic: async (read) => {
      const fetched = await source.bootstrapStatic(read);
      const data: BootstrapStatic = {
        ...fetched.data,
        events: fetched.data.events.map((e) => eventAsOf(e, k)),
        elements: elementsFor(fetched.data.elements),
      };
      return { ...fetched, data };
    },
    fixtures: async () => {
      const fetched = await source.fixtures();
      return { ...fetched, data: fetched.data.map((f) => fixtureAsOf(f, k)) };
    },
    eventLive: async (gameweek) => {
      if (gameweek > k) throw notPlayedYet(`event/${gameweek}/live`);
      return source.eventLive(gameweek);
    },
    entryPicks: async (managerId, gameweek) => {
      if (gameweek > k) throw notPlayedYet(`entry/${managerId}/event/${gameweek}/picks`);
      return source.entryPicks(managerId, gameweek);
    },
    entryHistory: async (managerId) => {
      const fetched = await source.entryHistory(managerId);
      const data = { ...fetched.data, current: fetched.data.current.filter((row) => row.event <= k) };
      return { ...fetched, data } satisfies Fetched<typeof data>;
    },
    entryTransfers: async (managerId) => {
      const fetched = await source.entryTransfers(managerId);
      return { ...fetched, data: fetched.data.filter((row) => row.event <= k) };
    },
    elementSummary: async (playerId) => {
      const fetched = await source.elementSummary(playerId);
      const data = { ...fetched.data, history: fetched.data.history.filter((row) => row.round <= k) };
      return { ...fetched, data };
    },
  };
}

function eventAsOf(e: FplEvent, k: number): FplEvent {
  const flags = { is_previous: e.id === k - 1, is_current: e.id === k, is_next: e.id === k + 1 };
  if (e.id <= k) return { ...e, ...flags };
  return {
    ...e,
    ...flags,
    finished: false,
    data_checked: false,
    average_entry_score: 0,
    highest_score: null,
    most_captained: null,
    most_selected: null,
    top_element: null,
    transfers_made: 0,
    // Summaries of a gameweek not played yet (upstream sends these as null or empty then).
    highest_scoring_entry: null,
    top_element_info: null,
    most_transferred_in: null,
    most_vice_captained: null,
    chip_plays: [],
  };
}

function fixtureAsOf(f: FplFixture, k: number): FplFixture {
  if (f.event === null || f.event <= k) return f;
  return {
    ...f,
    finished: false,
    finished_provisional: false,
    started: false,
    minutes: 0,
    team_h_score: null,
    team_a_score: null,
    stats: [],
  };
}

/** Remembers the result for the last argument (the snapshot source returns the same parsed copy). */
function memoLast<A extends object, R>(fn: (a: A) => R): (a: A) => R {
  let lastArg: A | undefined;
  let lastResult: R;
  return (a) => {
    if (a !== lastArg) {
      lastResult = fn(a);
      lastArg = a;
    }
    return lastResult;
  };
}
