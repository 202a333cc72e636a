import type { SeasonProjectionsResponse } from '@contracts/api/shares';
import { searchMatcher } from '@/lib/search-text';

export type SeasonPlayer = SeasonProjectionsResponse['players'][number];

/** The spec's list length (section 9: 50 players). */
export const LIST_SIZE = 50;

/** G+A (the default), Goals or Assists: the season totals, so far plus projected. */
export type SeasonSort = 'involvements' | 'goals' | 'assists';

export const SORT_LABELS: Record<SeasonSort, string> = {
  involvements: 'G+A',
  goals: 'Goals',
  assists: 'Assists',
};

const valueOf = (p: SeasonPlayer, sort: SeasonSort) =>
  sort === 'goals' ? p.season_goals : sort === 'assists' ? p.season_assists : p.season_involvements;

/** The 50 with the most projected season goal involvements (ties: the lower id, as the server orders them). */
export function topPlayers(players: readonly SeasonPlayer[]): SeasonPlayer[] {
  return [...players]
    .sort((a, b) => b.season_involvements - a.season_involvements || a.id - b.id)
    .slice(0, LIST_SIZE);
}

/** The list after the search (player or team, case and accents ignored), most first by the sort. */
export function searchAndSort(
  list: readonly SeasonPlayer[],
  search: string,
  sort: SeasonSort,
): SeasonPlayer[] {
  const matches = searchMatcher(search);
  return list
    .filter((p) => matches([p.name, p.team_short, p.team_name]))
    .sort(
      (a, b) =>
        valueOf(b, sort) - valueOf(a, sort) || b.season_involvements - a.season_involvements || a.id - b.id,
    );
}

export interface Highlight {
  label: string;
  player: SeasonPlayer;
  value: number;
}

/** The three highlight cards of section 2.13, from the whole list: most goals, assists and G+A. */
export function highlights(list: readonly SeasonPlayer[]): Highlight[] {
  const best = (sort: SeasonSort) => searchAndSort(list, '', sort)[0];
  const cards: Array<[string, SeasonSort]> = [
    ['Top Goal Scorer', 'goals'],
    ['Top Assists', 'assists'],
    ['Top Goal Involvements', 'involvements'],
  ];
  return cards.flatMap(([label, sort]) => {
    const player = best(sort);
    return player ? [{ label, player, value: valueOf(player, sort) }] : [];
  });
}
