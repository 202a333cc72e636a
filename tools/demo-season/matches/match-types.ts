import type { CountingStat } from '@contracts/game/match-stats';
import type { ScoreLine } from '@engine/points';

/**
 * One player's line for one fixture: what `element-summary` history, `event/{gw}/live` and the
 * vaastav `merged_gw.csv` rows are built from. ICT values are in tenths, expected values in
 * hundredths, so season totals are exact integer sums.
 */
export interface PlayerMatch extends Record<CountingStat, number> {
  element: number;
  fixture: number;
  event: number;
  team: number;
  opponent: number;
  wasHome: boolean;
  kickoff: number;
  starts: number;
  clearances_blocks_interceptions: number;
  recoveries: number;
  tackles: number;
  defensive_contribution: number;
  influence: number;
  creativity: number;
  threat: number;
  ict_index: number;
  expected_goals: number;
  expected_assists: number;
  expected_goals_conceded: number;
  total_points: number;
  explain: ScoreLine[];
}

export interface MatchResult {
  fixture: number;
  event: number;
  home: number;
  away: number;
  homeGoals: number;
  awayGoals: number;
  rows: PlayerMatch[];
}

/** Availability of one player before one gameweek, as the official status fields express it. */
export interface Availability {
  /** a available, d doubtful, i injured, s suspended, u unavailable (loan). */
  status: 'a' | 'd' | 'i' | 's' | 'u';
  chance: number | null;
  news: string;
  /** When the news was posted (epoch ms), null when there is none. */
  newsAdded: number | null;
}
