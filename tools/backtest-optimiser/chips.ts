import type { PlanChip } from '@engine/optimiser';
import type { ChipPlay } from '@engine/transfers';

export const CHIPS: readonly PlanChip[] = ['wildcard', 'freehit', 'bboost', '3xc'];

/**
 * When each chip may be played (first and last gameweek): 2025-26 gives each twice, the first set
 * by gameweek 19, the second from 20 on; 2024-25 gave two Wildcards (one by gameweek 19, one after)
 * and Free Hit, Bench Boost and Triple Captain once for the season (the game's rules of each season;
 * 2024-25's Assistant Manager is not modelled). 2022-23 and 2023-24 had the same chips as 2024-25.
 */
const ONE_SET_AND_TWO_WILDCARDS = [
  { chip: 'wildcard', first: 1, last: 19 },
  { chip: 'wildcard', first: 20, last: 38 },
  ...(['freehit', 'bboost', '3xc'] as const).map((chip) => ({ chip, first: 1, last: 38 })),
] as const;
const WINDOWS: Readonly<Record<string, readonly { chip: PlanChip; first: number; last: number }[]>> = {
  '2022-23': ONE_SET_AND_TWO_WILDCARDS,
  '2023-24': ONE_SET_AND_TWO_WILDCARDS,
  '2024-25': ONE_SET_AND_TWO_WILDCARDS,
  '2025-26': CHIPS.flatMap((chip) => [
    { chip, first: 1, last: 19 },
    { chip, first: 20, last: 38 },
  ]),
};

/**
 * The projected gain (points over the plan's horizon, net of hits) at which a chip is played
 * before its half's last weeks. Fixed before any run, not fitted to the scored season: Triple
 * Captain and Bench Boost when a week's captain or bench is worth a strong week's (a captain
 * projected 7+, a bench 10+), Free Hit 10, Wildcard 12 (three hits' worth).
 */
export const CHIP_GAIN_TO_PLAY: Readonly<Record<PlanChip, number>> = {
  '3xc': 7,
  bboost: 10,
  freehit: 10,
  wildcard: 12,
};

/**
 * The chips still to play at `gameweek` of `season`, and the last gameweek of the soonest-ending
 * window among them (a chip whose window closes later is not pressed by it).
 */
export function chipsLeft(gameweek: number, played: readonly ChipPlay[], season = '2025-26') {
  const windows = WINDOWS[season];
  if (!windows) throw new Error(`no chip rules for ${season}`);
  const open = windows.filter(
    (w) =>
      gameweek >= w.first &&
      gameweek <= w.last &&
      !played.some((c) => c.name === w.chip && c.event >= w.first && c.event <= w.last),
  );
  const lastGameweek = Math.min(...open.map((w) => w.last), 38);
  const chips = CHIPS.filter((c) => open.some((w) => w.chip === c));
  return { chips, lastGameweek, pressed: open.filter((w) => w.last === lastGameweek).length };
}

/**
 * The rule: at most one chip a week; the chip with the largest projected gain is played when the
 * gain reaches its threshold, or regardless when the soonest-closing window has no more weeks left
 * than chips closing with it (one a week), so none expires unplayed. Null for no chip.
 */
export function chooseChip(
  gameweek: number,
  gains: ReadonlyMap<PlanChip, number>,
  left: { chips: readonly PlanChip[]; lastGameweek: number; pressed: number },
  thresholds: Readonly<Record<PlanChip, number>> = CHIP_GAIN_TO_PLAY,
): PlanChip | null {
  const ranked = left.chips.filter((c) => gains.has(c)).sort((a, b) => gains.get(b)! - gains.get(a)!);
  const forced = left.lastGameweek - gameweek + 1 <= left.pressed;
  if (forced) return ranked[0] ?? null;
  return ranked.find((c) => gains.get(c)! >= thresholds[c]) ?? null;
}
