/**
 * Players' goals (or assists) in a team's remaining match: the team's expected count split between
 * its players in proportion to share x expected minutes share, after the own-goal line's part. So
 * the players plus the own-goal line add up to the team's expectation exactly, whatever the squad.
 */

export interface SquadMember {
  player: number;
  /** Goals (assists) per team goal (assist) while on the pitch. */
  share: number;
  /** Expected fraction of this match's 90 minutes he plays (availability included). */
  minutesShare: number;
}

export interface MatchSplit {
  /** Per player, in the order given. */
  players: number[];
  /** The part no player is credited with (opponents' own goals; 0 for assists). */
  ownGoals: number;
}

/**
 * Splits `teamExpected` between the squad: `ownGoalShare` of it to the own-goal line, the rest by
 * share x minutes share. When no one is expected to play (every weight 0) the rest goes by share
 * alone, and with no share at all, evenly, so the total is always kept.
 */
export function splitMatch(
  teamExpected: number,
  squad: readonly SquadMember[],
  ownGoalShare: number,
): MatchSplit {
  if (squad.length === 0) return { players: [], ownGoals: teamExpected };
  const ownGoals = teamExpected * ownGoalShare;
  const rest = teamExpected - ownGoals;
  let weights = squad.map((m) => m.share * m.minutesShare);
  if (!weights.some((w) => w > 0)) weights = squad.map((m) => m.share);
  if (!weights.some((w) => w > 0)) weights = squad.map(() => 1);
  const total = weights.reduce((s, w) => s + w, 0);
  return { players: weights.map((w) => (rest * w) / total), ownGoals };
}

/** A player's availability as the game states it: status and chance of playing the next round. */
export interface Availability {
  /** a: available, d: doubtful, i: injured, s: suspended, u: unavailable (left the league), n: not eligible (on loan). */
  status: string;
  chanceNextRound: number | null;
}

/** Available, no chance stated: a player without news (the backtests, which have none). */
export const AVAILABLE: Readonly<Availability> = { status: 'a', chanceNextRound: null };

/**
 * The fraction of his usual minutes he can play: in the next gameweek, the chance of playing the
 * game gives (0 for an injured or suspended player without a chance given); later, 0 only for a
 * player gone from the league or not eligible (the game gives no return dates).
 */
export function availabilityFactor(a: Availability, nextGameweek: boolean): number {
  const gone = a.status === 'u' || a.status === 'n';
  if (gone) return 0;
  if (!nextGameweek) return 1;
  if (a.chanceNextRound !== null) return a.chanceNextRound / 100;
  return a.status === 'i' || a.status === 's' ? 0 : 1;
}

/** A player's recent minutes for his club, oldest first: minutes played, 0 when he did not play. */
export function usualMinutesShare(recentMinutes: readonly number[]): number {
  if (recentMinutes.length === 0) return 0;
  return recentMinutes.reduce((s, m) => s + Math.min(m, 90), 0) / (90 * recentMinutes.length);
}
