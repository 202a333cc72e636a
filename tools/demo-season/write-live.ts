import type { CurrentSeason } from './current';
import type { Derived } from './derived';
import { hundredthsText, tenthsText } from './format';
import { addInto, zeroTotals } from './ledger';

/**
 * `event/{gw}/live`: every player's stats for the gameweek (both matches of a double summed),
 * whether he made the team of the week, and the per-fixture points breakdown (`explain`).
 */
export function eventLive(cs: CurrentSeason, d: Derived, gw: number) {
  const dream = d.dreamTeams.get(gw) ?? new Set<number>();
  return {
    elements: cs.world.players.map((p) => {
      const rows = cs.ledger.rowsOf(p.id, gw);
      const t = zeroTotals();
      for (const r of rows) addInto(t, r);
      return {
        id: p.id,
        stats: {
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
          clearances_blocks_interceptions: t.clearances_blocks_interceptions,
          recoveries: t.recoveries,
          tackles: t.tackles,
          defensive_contribution: t.defensive_contribution,
          starts: t.starts,
          expected_goals: hundredthsText(t.expected_goals),
          expected_assists: hundredthsText(t.expected_assists),
          expected_goal_involvements: hundredthsText(t.expected_goals + t.expected_assists),
          expected_goals_conceded: hundredthsText(t.expected_goals_conceded),
          total_points: t.total_points,
          in_dreamteam: dream.has(p.id),
        },
        explain: rows.map((r) => ({ fixture: r.fixture, stats: r.explain.map((l) => ({ ...l, points_modification: 0 })) })),
        modified: false,
      };
    }),
  };
}
