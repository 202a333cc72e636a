import type { GameweekCell, TeamTableRow } from '../lib/team-table';

/**
 * A team-table row from its gameweek values: a number is one match, `[a, b]` a double gameweek
 * (shown as a + b), null a blank.
 */
export function teamRow(
  teamId: number,
  short: string,
  values: Record<number, number | readonly number[] | null>,
  totals: { total: number | null; season: number | null; average: number | null },
  name = short,
): TeamTableRow {
  const gameweeks = new Map<number, GameweekCell>();
  for (const [gw, v] of Object.entries(values)) {
    const cell =
      v === null
        ? { value: null, matches: 0 }
        : typeof v === 'number'
          ? { value: v, matches: 1 }
          : { value: v.reduce((a, b) => a + b, 0), matches: v.length };
    gameweeks.set(Number(gw), cell);
  }
  return { teamId, short, name, gameweeks, ...totals };
}
