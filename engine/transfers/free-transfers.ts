/**
 * Free transfers available to a manager in a gameweek, rebuilt from public data only (the entry's
 * history rows and chips), because the official API does not publish the number.
 *
 * Rules of the official game since 2024-25 (premierleague.com "FPL rules", and the 2024/25 rule
 * change announcement; AFCON top-up: premierleague.com news 4461660, "FPL managers to have FIVE
 * free transfers on Saturday", December 2025):
 * - Before a team's first deadline (GW1, or the gameweek a late joiner starts) changes are unlimited.
 * - After each deadline the manager gets one new free transfer; unused ones roll over, up to 5.
 * - Each transfer beyond the free ones costs 4 points (`event_transfers_cost`).
 * - In a Wildcard or Free Hit week transfers are unlimited, and the saved free transfers are kept
 *   unchanged for the next week (no extra one is added for that week).
 * - Season-specific top-ups: in 2025-26 everyone's free transfers were raised to 5 right after the
 *   GW15 deadline (for GW16), because of the Africa Cup of Nations.
 * - Before 2024-25 (the replays of earlier seasons) at most 2 could be held, and a Wildcard or Free
 *   Hit lost the saved ones: the week after it had 1 (the 2024/25 rule change announcement).
 *
 * Checked against the recorded 2025-26 histories in /work/shared/fpl-data (51 full seasons): for
 * every week without a Wildcard or Free Hit, `event_transfers_cost` equals 4 x the transfers made
 * beyond this function's limit (see free-transfers.real.test.ts).
 */

export interface TransferWeek {
  event: number;
  event_transfers: number;
}

export interface ChipPlay {
  name: string;
  event: number;
}

export interface FreeTransferRules {
  /** Most free transfers a manager can hold. */
  maxBanked: number;
  /** Gameweeks in which every manager's free transfers are raised to at least `freeTransfers`. */
  topUps: ReadonlyArray<{ event: number; freeTransfers: number }>;
  /** Whether a Wildcard or Free Hit week keeps the saved free transfers (else the next week has 1). */
  chipsKeepSaved: boolean;
}

/** Chips that make a week's transfers unlimited and keep the saved count. */
const UNLIMITED_CHIPS = new Set(['wildcard', 'freehit']);

const SEASON_TOP_UPS: Readonly<Record<string, FreeTransferRules['topUps']>> = {
  '2025-26': [{ event: 16, freeTransfers: 5 }],
};

/** The first season with today's banking rules. */
const FIVE_BANKED_SINCE = '2024-25';

/** The rules of the given season (e.g. "2025-26"; labels order as text), or today's for null. */
export function freeTransferRules(season: string | null): FreeTransferRules {
  if (season !== null && season < FIVE_BANKED_SINCE)
    return { maxBanked: 2, topUps: [], chipsKeepSaved: false };
  return { maxBanked: 5, topUps: (season && SEASON_TOP_UPS[season]) || [], chipsKeepSaved: true };
}

export type FreeTransfers =
  { unlimited: false; free: number } | { unlimited: true; reason: 'first_gameweek' | 'wildcard' | 'freehit' };

/**
 * Free transfers the manager had for `gameweek`. `history` holds the entry's rows (any order); rows
 * from the team's first gameweek up to `gameweek - 1` must all be present. Throws RangeError when a
 * row in that range is missing, since the count would then be a guess.
 */
export function freeTransfersFor(
  gameweek: number,
  history: readonly TransferWeek[],
  chips: readonly ChipPlay[],
  rules: FreeTransferRules,
): FreeTransfers {
  const chipWeeks = new Map(
    chips.filter((c) => UNLIMITED_CHIPS.has(c.name)).map((c) => [c.event, c.name] as const),
  );
  const chipNow = chipWeeks.get(gameweek);
  if (chipNow === 'wildcard' || chipNow === 'freehit') return { unlimited: true, reason: chipNow };

  const made = new Map(history.map((row) => [row.event, row.event_transfers]));
  const first = Math.min(gameweek, ...made.keys());
  if (first === gameweek) return { unlimited: true, reason: 'first_gameweek' };

  // Free transfers going into the week after the first one: the first week was unlimited.
  let free = topUp(1, first + 1, rules);
  for (let week = first + 1; week < gameweek; week++) {
    const transfers = made.get(week);
    if (transfers === undefined) throw new RangeError(`history has no row for gameweek ${week}`);
    const afterChip = rules.chipsKeepSaved ? free : 1;
    const next = chipWeeks.has(week)
      ? afterChip
      : Math.min(rules.maxBanked, Math.max(0, free - transfers) + 1);
    free = topUp(next, week + 1, rules);
  }
  return { unlimited: false, free };
}

function topUp(free: number, event: number, rules: FreeTransferRules): number {
  const raise = rules.topUps.find((t) => t.event === event);
  return raise ? Math.min(rules.maxBanked, Math.max(free, raise.freeTransfers)) : free;
}
