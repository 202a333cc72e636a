import type { PlanChip } from '@engine/optimiser';
import type { ChipPlay } from '@engine/transfers';

/** 2025-26 gives each chip twice: the first set is played by gameweek 19, the second from 20 on. */
const HALVES: readonly [number, number][] = [
  [1, 19],
  [20, 38],
];
export const CHIPS: readonly PlanChip[] = ['wildcard', 'freehit', 'bboost', '3xc'];

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

/** The chips still to play in the half that `gameweek` is in, and that half's last gameweek. */
export function chipsLeft(gameweek: number, played: readonly ChipPlay[]) {
  const [first, last] = HALVES.find(([a, b]) => gameweek >= a && gameweek <= b) ?? [gameweek, gameweek];
  const used = new Set(played.filter((c) => c.event >= first && c.event <= last).map((c) => c.name));
  return { chips: CHIPS.filter((c) => !used.has(c)), lastGameweek: last };
}

/**
 * The rule: at most one chip a week; the chip with the largest projected gain is played when the
 * gain reaches its threshold, or regardless when the half has no more weeks left than chips to
 * play (one a week), so none expires unplayed. Null for no chip.
 */
export function chooseChip(
  gameweek: number,
  gains: ReadonlyMap<PlanChip, number>,
  left: { chips: readonly PlanChip[]; lastGameweek: number },
): PlanChip | null {
  const ranked = left.chips.filter((c) => gains.has(c)).sort((a, b) => gains.get(b)! - gains.get(a)!);
  const forced = left.lastGameweek - gameweek + 1 <= left.chips.length;
  if (forced) return ranked[0] ?? null;
  return ranked.find((c) => gains.get(c)! >= CHIP_GAIN_TO_PLAY[c]) ?? null;
}
