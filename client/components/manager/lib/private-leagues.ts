/**
 * Private leagues are those with an id above 1000. The game's own leagues (overall,
 * countries, clubs, Gameweek 1, Second Chance...) have small ids.
 */
const PRIVATE_LEAGUE_MIN_ID = 1000;

export const isPrivateLeague = (league: { id: number }): boolean => league.id > PRIVATE_LEAGUE_MIN_ID;

/** "x" leagues are created by managers (invitational), "s" ones by the game (general leagues). */
export function leagueTypeLabel(leagueType: string): string {
  if (leagueType === 'x') return 'Invitational';
  if (leagueType === 's') return 'General';
  return leagueType;
}
