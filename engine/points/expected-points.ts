import type { MinutesForecast } from './minutes-model';
import type { PlayerRates } from './player-rates';
import type { PositionId } from '@contracts/game/positions';
import type { ScoringRules } from './scoring-rules';

/**
 * Expected FPL points of a player in one match: the season's scoring rules applied to the
 * expectation of each scoring event (fantasy.premierleague.com/help/rules). Goals and assists are
 * his shares of his team's expected goals (match model) over the minutes he is expected to play
 * (share model: goals per team goal while on the pitch); clean sheet and goals conceded follow a
 * Poisson number of goals against at the match model's rate, counted when he plays 60+ minutes (the
 * rule for clean sheets; goals conceded in shorter spells are left out); saves are his saves per
 * goal conceded times the goals against; bonus, cards and own goals his per-90 rates. Penalties
 * saved and missed are left out (rare, and not measurable per player). Events are taken as
 * independent of each other given the team rates.
 */

export interface MatchInput {
  position: PositionId;
  minutes: MinutesForecast;
  /** Goals (assists) per team goal (assist) while on the pitch. */
  goalShare: number;
  assistShare: number;
  /** His team's expected goals and expected assists, and the goals it is expected to concede. */
  teamGoals: number;
  teamAssists: number;
  teamConceded: number;
  rates: PlayerRates;
}

export interface MatchExpectation {
  points: number;
  goals: number;
  assists: number;
  minutes: number;
}

/** E[floor(X / k)] for X ~ Poisson(mean), summed until the tail is negligible. */
export function expectedFloorDiv(mean: number, k: number): number {
  let p = Math.exp(-mean);
  let sum = 0;
  const limit = Math.ceil(mean + 12 * Math.sqrt(mean + 1) + 10);
  for (let x = 0; x <= limit; x++) {
    if (x > 0) p *= mean / x;
    sum += Math.floor(x / k) * p;
  }
  return sum;
}

const CLEAN_SHEET: Record<PositionId, number> = { 1: 4, 2: 4, 3: 1, 4: 0 };

export function expectedMatchPoints(rules: ScoringRules, m: MatchInput): MatchExpectation {
  const { play, sixty, minutes } = m.minutes;
  const onPitch = minutes / 90;
  const goals = m.goalShare * m.teamGoals * onPitch;
  const assists = m.assistShare * m.teamAssists * onPitch;
  const keeperOrDefender = m.position === 1 || m.position === 2;
  const r = m.rates;
  let points = play + sixty; // 1 for playing, 1 more for 60 minutes
  points += rules.goal[m.position] * goals + 3 * assists;
  points += sixty * CLEAN_SHEET[m.position] * Math.exp(-m.teamConceded);
  if (keeperOrDefender) points -= sixty * expectedFloorDiv(m.teamConceded, 2);
  if (m.position === 1) points += sixty * expectedFloorDiv(r.savesPerConceded * m.teamConceded, 3);
  if (rules.defensiveContribution && m.position !== 1) points += 2 * sixty * r.defconRate;
  points += onPitch * (r.bonusPer90 - r.yellowPer90 - 3 * r.redPer90 - 2 * r.ownGoalsPer90);
  return { points, goals, assists, minutes };
}

/** A gameweek's expectation: the sum over his matches (two in a double gameweek, none in a blank). */
export function sumMatches(matches: readonly MatchExpectation[]): MatchExpectation {
  return matches.reduce(
    (s, x) => ({
      points: s.points + x.points,
      goals: s.goals + x.goals,
      assists: s.assists + x.assists,
      minutes: s.minutes + x.minutes,
    }),
    { points: 0, goals: 0, assists: 0, minutes: 0 },
  );
}
