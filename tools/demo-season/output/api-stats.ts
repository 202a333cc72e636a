import { hundredthsText, tenthsText } from './format';
import type { Totals } from '../points/ledger';

/**
 * The game's per-match stats summed (contracts/game/match-stats.ts: the counting stats, then the ICT
 * index and its parts as tenths text), in the order every payload that carries them lists them.
 */
export function matchStatTotals(t: Totals) {
  return {
    minutes: t.minutes,
    goals_scored: t.goals_scored,
    assists: t.assists,
    clean_sheets: t.clean_sheets,
    goals_conceded: t.goals_conceded,
    own_goals: t.own_goals,
    penalties_saved: t.penalties_saved,
    penalties_missed: t.penalties_missed,
    yellow_cards: t.yellow_cards,
    red_cards: t.red_cards,
    saves: t.saves,
    bonus: t.bonus,
    bps: t.bps,
    influence: tenthsText(t.influence),
    creativity: tenthsText(t.creativity),
    threat: tenthsText(t.threat),
    ict_index: tenthsText(t.ict_index),
  };
}

/**
 * A player's summed stats in the official API's field names and formats (ICT as tenths text,
 * expected values as hundredths text). `bootstrap-static` elements and `event/{gw}/live` stats
 * carry this same block, in this order.
 */
export function apiStats(t: Totals) {
  return {
    ...matchStatTotals(t),
    clearances_blocks_interceptions: t.clearances_blocks_interceptions,
    recoveries: t.recoveries,
    tackles: t.tackles,
    defensive_contribution: t.defensive_contribution,
    starts: t.starts,
    expected_goals: hundredthsText(t.expected_goals),
    expected_assists: hundredthsText(t.expected_assists),
    expected_goal_involvements: hundredthsText(t.expected_goals + t.expected_assists),
    expected_goals_conceded: hundredthsText(t.expected_goals_conceded),
  };
}
