import type { CountingStat } from '@contracts/game/match-stats';
import type { PositionId } from '@contracts/game/positions';

/** The official per-match stats that earn or cost points. */
export interface ScoringStats extends Record<Exclude<CountingStat, 'bps'>, number> {
  /** Clearances, blocks, interceptions and tackles (defenders) plus recoveries (midfielders and forwards). */
  defensive_contribution: number;
}

export interface ScoringRules {
  goal: Record<PositionId, number>;
  /** Defensive contributions score from 2025-26 on. */
  defensiveContribution: boolean;
}

/**
 * The official rules of a season (fantasy.premierleague.com/help/rules): 2025-26 added defensive
 * contributions and raised a goalkeeper's goal to 10; earlier seasons paid 6 and had none.
 */
export function rulesFor(season: string): ScoringRules {
  const current = season >= '2025-26';
  return { goal: { 1: current ? 10 : 6, 2: 6, 3: 5, 4: 4 }, defensiveContribution: current };
}

/** One line of the official `explain` breakdown. */
export interface ScoreLine {
  identifier: keyof ScoringStats;
  points: number;
  value: number;
}

/** Defensive actions a player needs for the 2 points: 10 for defenders, 12 for midfielders and forwards. */
export function defconThreshold(position: PositionId): number | null {
  return position === 2 ? 10 : position === 1 ? null : 12;
}

/**
 * FPL points for one player in one match, by the official scoring rules, with the breakdown the
 * official `event/{gw}/live` payload calls `explain` (minutes always, other lines when they score).
 */
export function scoreMatch(
  rules: ScoringRules,
  position: PositionId,
  s: ScoringStats,
): { total: number; lines: ScoreLine[] } {
  const lines: ScoreLine[] = [];
  const add = (identifier: keyof ScoringStats, points: number) => {
    if (points !== 0 || identifier === 'minutes') lines.push({ identifier, points, value: s[identifier] });
  };
  const keeperOrDefender = position === 1 || position === 2;
  add('minutes', s.minutes >= 60 ? 2 : s.minutes > 0 ? 1 : 0);
  add('goals_scored', s.goals_scored * rules.goal[position]);
  add('assists', s.assists * 3);
  const cleanSheet =
    s.clean_sheets > 0 && s.minutes >= 60 ? (keeperOrDefender ? 4 : position === 3 ? 1 : 0) : 0;
  add('clean_sheets', cleanSheet);
  add('goals_conceded', keeperOrDefender ? -Math.floor(s.goals_conceded / 2) : 0);
  add('own_goals', -2 * s.own_goals);
  add('penalties_saved', 5 * s.penalties_saved);
  add('penalties_missed', -2 * s.penalties_missed);
  add('yellow_cards', -1 * s.yellow_cards);
  add('red_cards', -3 * s.red_cards);
  add('saves', Math.floor(s.saves / 3));
  add('bonus', s.bonus);
  const threshold = defconThreshold(position);
  if (rules.defensiveContribution && threshold !== null)
    add('defensive_contribution', s.defensive_contribution >= threshold ? 2 : 0);
  return { total: lines.reduce((sum, l) => sum + l.points, 0), lines };
}
