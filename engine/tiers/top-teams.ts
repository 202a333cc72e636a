import type { PlayedMatch } from '../match-model/played-match';
import type { ClubStrengths } from './data-tiers';

/**
 * The `count` strongest of a season's clubs (codes) by the match model: attack minus defence, the
 * log of the goals a club scores over those it concedes against an average side. A club new to the
 * league (or unseen by the fit) takes the promoted prior. Ties keep the order of `clubs`.
 */
export function strongestClubs(
  clubs: readonly number[],
  newToLeague: ReadonlySet<number>,
  strengths: ClubStrengths,
  count: number,
): number[] {
  const net = (club: number) => {
    const seen = !newToLeague.has(club);
    const attack = (seen ? strengths.attack.get(club) : undefined) ?? strengths.promoted.attack;
    const defence = (seen ? strengths.defence.get(club) : undefined) ?? strengths.promoted.defence;
    return attack - defence;
  };
  return rank(clubs, net, count);
}

/**
 * The `count` of `clubs` with the most league points in `season`'s matches (3 a win, 1 a draw),
 * then goal difference, then goals scored. Clubs that did not play that season are left out.
 */
export function mostPointsClubs(
  matches: readonly PlayedMatch[],
  season: string,
  clubs: readonly number[],
  count: number,
): number[] {
  const table = new Map<number, { points: number; difference: number; scored: number }>();
  const add = (club: number, scored: number, conceded: number) => {
    const row = table.get(club) ?? { points: 0, difference: 0, scored: 0 };
    row.points += scored > conceded ? 3 : scored === conceded ? 1 : 0;
    row.difference += scored - conceded;
    row.scored += scored;
    table.set(club, row);
  };
  for (const m of matches) {
    if (m.season !== season) continue;
    add(m.homeClub, m.homeGoals, m.awayGoals);
    add(m.awayClub, m.awayGoals, m.homeGoals);
  }
  // Points dominate goal difference, which dominates goals scored (each well under 1,000 a season).
  const score = (club: number) => {
    const row = table.get(club);
    return row ? row.points * 1e6 + row.difference * 1e3 + row.scored : -Infinity;
  };
  return rank(
    clubs.filter((club) => table.has(club)),
    score,
    count,
  );
}

function rank(clubs: readonly number[], value: (club: number) => number, count: number): number[] {
  return clubs
    .map((club, index) => ({ club, index, value: value(club) }))
    .sort((a, b) => b.value - a.value || a.index - b.index)
    .slice(0, count)
    .map((entry) => entry.club);
}
