import type { Appearance } from './auto-subs';

export interface ArmbandPick {
  element: number;
  isCaptain: boolean;
  isViceCaptain: boolean;
}

/** The captain's multiplier: 2, or 3 with the Triple Captain chip (`3xc`). */
export function captainMultiplier(activeChip: string | null): number {
  return activeChip === '3xc' ? 3 : 2;
}

/**
 * Whose points the armband multiplies (FPL rules, "Captain and vice-captain"): the captain's,
 * unless he is absent (no minutes, his club's matches over), then the vice-captain's if the
 * vice-captain has not been absent too; when both are absent nobody's points are multiplied.
 */
export function armbandWearer(
  picks: readonly ArmbandPick[],
  appearance: (element: number) => Appearance,
): number | null {
  const captain = picks.find((p) => p.isCaptain);
  if (captain && appearance(captain.element) !== 'absent') return captain.element;
  const vice = picks.find((p) => p.isViceCaptain);
  if (vice && appearance(vice.element) !== 'absent') return vice.element;
  return null;
}
