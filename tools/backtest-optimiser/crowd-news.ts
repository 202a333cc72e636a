import { AVAILABLE, type Availability } from '@engine/shares';

/**
 * The history files hold no team news, but they hold the crowd's answer to it: each gameweek's row
 * carries the transfers made in the window before its deadline (`transfers_balance`, 0 in GW1) and
 * the owners at the deadline (`selected`). The game shows both live, so a manager knew them at the
 * deadline. Two readings, each measured on seasons before the scored one:
 * - a large share of his owners selling him after a match he played: usually an injury, illness
 *   or ban;
 * - few owners before his first match of the season, though he played his last club match: usually
 *   a squad player at his club (a new signing behind a regular, a loan return), which his last
 *   season's minutes cannot tell.
 * Each becomes the chance of playing the game itself would have stated.
 */

/** A player's gameweek in the history files: minutes summed over its fixtures, the crowd's moves. */
export interface CrowdWeek {
  minutes: number;
  /** Transfers in minus out in the window before the gameweek's deadline. */
  balance: number;
  /** Owners at the deadline, after those transfers. */
  selected: number;
}

/**
 * Fewer owners than this make the sold share noise (a few thousand managers moving on a whim).
 * Fixed before the first fit, not tuned, as are the bands below.
 */
export const MIN_OWNERS = 20_000;
/** Lower edges of the sold-share bands: 15-30% and 30%+ of the previous deadline's owners. */
export const SOLD_BANDS = [0.15, 0.3] as const;
/** Upper edges of the owner bands before a first match: under 20,000, 100,000 and 500,000. */
export const OWNER_BANDS = [20_000, 100_000, 500_000] as const;

/** The share of the previous deadline's owners who sold him in net; null with too few owners. */
export function soldShare(week: Pick<CrowdWeek, 'balance' | 'selected'>): number | null {
  const before = week.selected - week.balance;
  return before < MIN_OWNERS ? null : -week.balance / before;
}

/** The band of a sold share: -1 below the first band (no news), else the band's index. */
export function soldBand(share: number | null): number {
  if (share === null) return -1;
  return SOLD_BANDS.findLastIndex((edge) => share >= edge);
}

/** The band of an owner count: the first band it is under, -1 past the last (the reference). */
export function ownerBand(selected: number): number {
  return OWNER_BANDS.findIndex((edge) => selected < edge);
}

/** One season's weeks: a player's gameweek, undefined when he had no fixture in it. */
export type SeasonWeeks = (gameweek: number, id: number) => CrowdWeek | undefined;

/** A season to fit on: its weeks, players, and each one's minutes in his last match before it. */
export interface CrowdSeason {
  weeks: SeasonWeeks;
  ids: readonly number[];
  lastGameweek: number;
  /** Minutes in his last club match of the season before; undefined when he was not in it. */
  minutesBefore: (id: number) => number | undefined;
}

/** The chances of playing (percent) by band: `sold` by SOLD_BANDS, `firstMatch` by OWNER_BANDS. */
export interface CrowdChances {
  sold: number[];
  firstMatch: number[];
}

/** His last gameweek with a fixture before `gameweek`, within three weeks. */
function previousWeek(weeks: SeasonWeeks, gameweek: number, id: number) {
  for (let g = gameweek - 1; g >= Math.max(1, gameweek - 3); g--) {
    const w = weeks(g, id);
    if (w) return w;
  }
  return undefined;
}

function firstGameweek(weeks: SeasonWeeks, gameweek: number, id: number): boolean {
  for (let g = 1; g < gameweek; g++) if (weeks(g, id)) return false;
  return true;
}

type Tally = { n: number; played: number }[];
const tally = (bands: number): Tally => Array.from({ length: bands + 1 }, () => ({ n: 0, played: 0 }));
const count = (t: Tally, band: number, week: CrowdWeek) => {
  const c = t[band < 0 ? t.length - 1 : band]!;
  c.n++;
  if (week.minutes > 0) c.played++;
};
/** Each band's play rate over the reference's (the last slot), in percent, capped at 100. */
function chances(t: Tally, what: string): number[] {
  const base = t.at(-1)!;
  if (base.n === 0 || base.played === 0) throw new Error(`no ${what} to fit the crowd's news on`);
  return t
    .slice(0, -1)
    .map((c) => (c.n === 0 ? 100 : Math.round(100 * Math.min(1, c.played / c.n / (base.played / base.n)))));
}

/**
 * Play rates in each band against the reference (under 15% selling; 500,000+ owners), for players who
 * played their last club match: one already out is projected low by the minutes model, and owners
 * keeping or selling an absent player mix news of his return with news of his absence.
 */
export function fitCrowdNews(seasons: readonly CrowdSeason[]): CrowdChances {
  const sold = tally(SOLD_BANDS.length);
  const first = tally(OWNER_BANDS.length);
  for (const s of seasons)
    for (const id of s.ids)
      for (let g = 1; g <= s.lastGameweek; g++) {
        const week = s.weeks(g, id);
        if (!week) continue;
        if (firstGameweek(s.weeks, g, id)) {
          if (s.minutesBefore(id)) count(first, ownerBand(week.selected), week);
        } else if (previousWeek(s.weeks, g, id)?.minutes) {
          const share = soldShare(week);
          if (share !== null) count(sold, soldBand(share), week);
        }
      }
  return { sold: chances(sold, 'sales'), firstMatch: chances(first, 'first matches') };
}

/**
 * His availability at `gameweek`'s deadline as the crowd told it, given whether he played his last
 * club match: doubtful at the fitted chance when a band applies, else available.
 */
export function crowdAvailability(
  fitted: CrowdChances,
  weeks: SeasonWeeks,
  gameweek: number,
  id: number,
  playedLastMatch: boolean,
): Availability {
  const week = weeks(gameweek, id);
  if (!week || !playedLastMatch) return AVAILABLE;
  const [bands, band] = firstGameweek(weeks, gameweek, id)
    ? [fitted.firstMatch, ownerBand(week.selected)]
    : [fitted.sold, soldBand(soldShare(week))];
  return band < 0 ? AVAILABLE : { status: 'd', chanceNextRound: bands[band]! };
}

/** What minutesBefore reads of a history row. */
interface PlayedRow {
  season: string;
  playerId: number;
  code: number;
  kickoffMs: number;
  minutes: number;
}

/**
 * Each of `season`'s players (by the season's id) to his minutes in his last club match before it,
 * from the rows of the seasons before; undefined for one without such a row.
 */
export function minutesBeforeSeason(
  rows: readonly PlayedRow[],
  season: string,
): (id: number) => number | undefined {
  const last = new Map<number, PlayedRow>();
  const codes = new Map<number, number>();
  for (const r of rows) {
    if (r.season === season) codes.set(r.playerId, r.code);
    else if (r.season < season && r.kickoffMs >= (last.get(r.code)?.kickoffMs ?? -Infinity))
      last.set(r.code, r);
  }
  return (id) => {
    const code = codes.get(id);
    return code === undefined ? undefined : last.get(code)?.minutes;
  };
}
