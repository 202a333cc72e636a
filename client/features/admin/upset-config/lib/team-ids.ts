/** Comma-separated team ids as typed: entries that are not whole numbers are dropped, repeats kept once. */
export function parseTeamIds(text: string): number[] {
  const ids = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((id) => id > 0);
  return [...new Set(ids)];
}

export const formatTeamIds = (ids: readonly number[]) => ids.join(', ');
