import { FIRST_GAMEWEEK, LAST_GAMEWEEK } from '@contracts/api/projection-bounds';
import type { ProjectionTeam } from '@contracts/api/projections';
import { compareText } from '@/lib/compare-text';

/** A gameweek range as the filters hold it; both ends selectable from 1 to 38. */
export interface GameweekRange {
  start: number;
  end: number;
}

/** The Team filter's value for every club. */
export const ALL_TEAMS = 'all';

/** ' for this team' when the Team filter narrows a list: the empty states' words. */
export const forTeam = (team: string): string => (team === ALL_TEAMS ? '' : ' for this team');

/** Every gameweek a filter offers: the whole season, as the spec's filters do. */
export const GAMEWEEK_CHOICES: readonly number[] = Array.from(
  { length: LAST_GAMEWEEK - FIRST_GAMEWEEK + 1 },
  (_, i) => FIRST_GAMEWEEK + i,
);

/** A start after the end drags the end along, so the range is never empty. */
export const withStart = (range: GameweekRange, start: number): GameweekRange => ({
  start,
  end: Math.max(start, range.end),
});

/** An end before the start drags the start along. */
export const withEnd = (range: GameweekRange, end: number): GameweekRange => ({
  start: Math.min(end, range.start),
  end,
});

/** The gameweeks of a range, in order. */
export const gameweeksOf = (range: GameweekRange): number[] =>
  Array.from({ length: range.end - range.start + 1 }, (_, i) => range.start + i);

/** 'GW3' for one gameweek, 'GW3-8' for a range: the screens' titles. */
export const rangeLabel = (range: GameweekRange): string =>
  range.start === range.end ? `GW${range.start}` : `GW${range.start}-${range.end}`;

/** The Team filter's choices after 'All Teams': every club by name. */
export const teamChoices = (teams: readonly ProjectionTeam[]): { value: string; label: string }[] =>
  [...teams].sort((a, b) => compareText(a.name, b.name)).map((t) => ({ value: String(t.id), label: t.name }));
