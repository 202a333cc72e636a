/** A 0..10 score as the cards show it: one decimal, "7.4". */
export function formatScore(score: number): string {
  return score.toFixed(1);
}

/** A part's contribution or a weighted sum: two decimals, so small weights still show. */
export function formatContribution(value: number): string {
  return value.toFixed(2);
}

/** A multiplier, e.g. "×1.04". */
export function formatMultiplier(value: number): string {
  return `×${value.toFixed(2)}`;
}

/** Season labels used, e.g. "2022-23 to 2024-25", "2024-25", or null for none. */
export function seasonSpan(seasons: readonly string[]): string | null {
  const first = seasons[0];
  const last = seasons.at(-1);
  if (first === undefined || last === undefined) return null;
  return first === last ? first : `${first} to ${last}`;
}
