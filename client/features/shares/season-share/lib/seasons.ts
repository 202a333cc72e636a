/** The season select's value for the projected (current) season. */
export const CURRENT = 'current';

export interface SeasonOption {
  value: string;
  label: string;
}

/**
 * The season select: the current season projected first (its label from the share answer), then
 * the imported past seasons before it, newest first. `/api/seasons` lists the live season too: while
 * the share answer is missing (failed), its newest label is taken for the live one.
 */
export function seasonOptions(
  current: string | null,
  seasons: readonly string[] | undefined,
): SeasonOption[] {
  const newestFirst = [...(seasons ?? [])].sort((a, b) => (a < b ? 1 : -1));
  const past = (current === null ? newestFirst.slice(1) : newestFirst.filter((s) => s < current)).map(
    (s) => ({
      value: s,
      label: s,
    }),
  );
  return [{ value: CURRENT, label: `${current ?? 'Current season'} (Projected)` }, ...past];
}

/** Assist share badge tone by percent: 20, 15 and 10 percent thresholds (spec section 9). */
export function shareTone(percent: number): 'top' | 'high' | 'mid' | 'low' {
  if (percent >= 20) return 'top';
  if (percent >= 15) return 'high';
  if (percent >= 10) return 'mid';
  return 'low';
}
