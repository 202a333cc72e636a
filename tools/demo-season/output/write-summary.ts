import type { CurrentSeason } from '../seasons/current';
import { apiStats } from './api-stats';
import { isoZ } from './format';
import type { PlayerMatch } from '../matches/match-types';
import type { SeasonPlayer } from '../world/players';

/** One `history_past` entry: a past season's totals of the same person (matched by `code`). */
export type PastSeason = Record<string, string | number>;

/** A this-season history row (one per fixture of the player's club) as `element-summary` lists it. */
export function historyRow(
  r: PlayerMatch,
  score: { home: number; away: number },
  market: { value: number; selected: number; in: number; out: number },
) {
  return {
    element: r.element,
    fixture: r.fixture,
    opponent_team: r.opponent,
    total_points: r.total_points,
    was_home: r.wasHome,
    kickoff_time: isoZ(r.kickoff),
    team_h_score: score.home,
    team_a_score: score.away,
    round: r.event,
    modified: false,
    // The same stats block, in the same order, as bootstrap elements and live stats carry.
    ...apiStats(r),
    value: market.value,
    transfers_balance: market.in - market.out,
    selected: market.selected,
    transfers_in: market.in,
    transfers_out: market.out,
  };
}

/**
 * `element-summary/{id}`: the club's fixtures still to come (with this player's difficulty),
 * this season's rows up to the last finished gameweek, and his past seasons. Each row carries
 * the round's price, owners and transfers (both rows of a double show the same round figures).
 */
export function elementSummary(cs: CurrentSeason, p: SeasonPlayer, past: readonly PastSeason[]) {
  const m = cs.market.players.get(p.id);
  const fixtures = cs.world.fixtures
    .filter((f) => (f.home === p.club || f.away === p.club) && f.event >= cs.currentGameweek)
    .sort((a, b) => a.kickoff - b.kickoff || a.id - b.id)
    .map((f) => ({
      id: f.id,
      code: f.code,
      team_h: f.home,
      team_h_score: null,
      team_a: f.away,
      team_a_score: null,
      event: f.event,
      finished: false,
      minutes: 0,
      provisional_start_time: false,
      kickoff_time: isoZ(f.kickoff),
      event_name: `Gameweek ${f.event}`,
      is_home: f.home === p.club,
      difficulty: f.home === p.club ? f.homeDifficulty : f.awayDifficulty,
    }));
  const history = cs.ledger.rows(p.id).map((r) => {
    const result = cs.play.results.get(r.fixture);
    return historyRow(
      r,
      { home: result?.homeGoals ?? 0, away: result?.awayGoals ?? 0 },
      {
        value: m?.price[r.event] ?? p.startCost,
        selected: m?.selected[r.event] ?? 0,
        in: m?.transfersIn[r.event] ?? 0,
        out: m?.transfersOut[r.event] ?? 0,
      },
    );
  });
  return { fixtures, history, history_past: past };
}
