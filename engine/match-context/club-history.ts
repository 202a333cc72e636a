import type { PlayedMatch } from '../match-model/played-match';
import { DAY_MS } from './calendar';

/**
 * Conditions from a club's own earlier matches. `season` holds the season's played matches; only
 * those kicked off before `kickoffMs` count, so a replay as of any date sees what was known then.
 */

type Played = Pick<PlayedMatch, 'kickoffMs' | 'homeClub' | 'awayClub' | 'homeGoals' | 'awayGoals'>;

function clubMatchesBefore(season: readonly Played[], club: number, kickoffMs: number): Played[] {
  return season
    .filter((m) => m.kickoffMs < kickoffMs && (m.homeClub === club || m.awayClub === club))
    .sort((a, b) => a.kickoffMs - b.kickoffMs);
}

/** Days since the club's last league match this season; null before its first. */
export function daysSinceLastMatch(
  season: readonly Played[],
  club: number,
  kickoffMs: number,
): number | null {
  const last = clubMatchesBefore(season, club, kickoffMs).at(-1);
  return last ? (kickoffMs - last.kickoffMs) / DAY_MS : null;
}

/** After an international break: 13 or more days since the club's last league match (not the season's first match). */
export function isAfterBreak(season: readonly Played[], club: number, kickoffMs: number): boolean {
  const days = daysSinceLastMatch(season, club, kickoffMs);
  return days !== null && days >= 13;
}

/** Congestion: both clubs played a league match 4 or fewer days before this one. */
export function isCongested(
  season: readonly Played[],
  homeClub: number,
  awayClub: number,
  kickoffMs: number,
) {
  return [homeClub, awayClub].every((club) => {
    const days = daysSinceLastMatch(season, club, kickoffMs);
    return days !== null && days <= 4;
  });
}

/** 'good' with 3 or more wins in the last five league matches, 'poor' with 0 or 1, else null (also before five). */
export function formOf(season: readonly Played[], club: number, kickoffMs: number): 'good' | 'poor' | null {
  const lastFive = clubMatchesBefore(season, club, kickoffMs).slice(-5);
  if (lastFive.length < 5) return null;
  const wins = lastFive.filter((m) =>
    m.homeClub === club ? m.homeGoals > m.awayGoals : m.awayGoals > m.homeGoals,
  ).length;
  if (wins >= 3) return 'good';
  return wins <= 1 ? 'poor' : null;
}

/** Revenge: the club lost this season's reverse fixture (venues swapped) by 3 or more goals. */
export function seeksRevenge(
  season: readonly Played[],
  club: number,
  opponent: number,
  clubAtHome: boolean,
  kickoffMs: number,
): boolean {
  const [home, away] = clubAtHome ? [opponent, club] : [club, opponent];
  const reverse = season.find((m) => m.kickoffMs < kickoffMs && m.homeClub === home && m.awayClub === away);
  if (!reverse) return false;
  const lostBy = clubAtHome ? reverse.homeGoals - reverse.awayGoals : reverse.awayGoals - reverse.homeGoals;
  return lostBy >= 3;
}
