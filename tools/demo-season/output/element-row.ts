import { apiStats } from './api-stats';
import { isoMicro, per90, ratioText } from './format';
import type { Totals } from '../points/ledger';
import type { Availability } from '../matches/match-types';
import type { SeasonPlayer } from '../world/players';

/** Everything one `elements[]` entry of bootstrap-static (or a vaastav players_raw row) is built from. */
export interface ElementState {
  player: SeasonPlayer;
  clubCode: number;
  totals: Totals;
  appearances: number;
  eventPoints: number;
  /** Points per match over the last 30 days. */
  form: number;
  epThis: number;
  epNext: number;
  price: number;
  /** Price at the last deadline: the event's price change is measured from it. */
  priceAtDeadline: number;
  selected: number;
  totalPlayers: number;
  transfersIn: number;
  transfersOut: number;
  transfersInEvent: number;
  transfersOutEvent: number;
  next: Availability;
  thisRound: Availability;
  dreamteamCount: number;
  inDreamteam: boolean;
}

type Row = Record<string, unknown>;

/** 1-based order of each state by a key, best (highest) first, ties by id. */
function rankBy(states: readonly ElementState[], key: (s: ElementState) => number): Map<number, number> {
  const sorted = states.slice().sort((a, b) => key(b) - key(a) || a.player.id - b.player.id);
  return new Map(sorted.map((s, i) => [s.player.id, i + 1]));
}

const RANKED: readonly [string, (s: ElementState) => number][] = [
  ['influence', (s) => s.totals.influence],
  ['creativity', (s) => s.totals.creativity],
  ['threat', (s) => s.totals.threat],
  ['ict_index', (s) => s.totals.ict_index],
  ['now_cost', (s) => s.price],
  ['form', (s) => s.form],
  ['points_per_game', (s) => (s.appearances ? s.totals.total_points / s.appearances : 0)],
  ['selected', (s) => s.selected],
];

const chance = (a: Availability) => (a.status === 'a' && a.news === '' ? null : a.chance);

/** The full official element objects, with ranks across all players and within each position. */
export function elementRows(states: readonly ElementState[]): Row[] {
  const ranks = new Map<string, Map<number, number>>();
  for (const [name, key] of RANKED) {
    ranks.set(name, rankBy(states, key));
    for (const position of [1, 2, 3, 4]) {
      const within = rankBy(
        states.filter((s) => s.player.position === position),
        key,
      );
      const merged = ranks.get(`${name}_type`) ?? new Map<number, number>();
      for (const [id, r] of within) merged.set(id, r);
      ranks.set(`${name}_type`, merged);
    }
  }
  return states.map((s) => {
    const p = s.player;
    const t = s.totals;
    const rank = (name: string) => ranks.get(name)?.get(p.id) ?? 0;
    const m = t.minutes;
    return {
      can_transact: true,
      can_select: s.next.status !== 'u',
      chance_of_playing_next_round: chance(s.next),
      chance_of_playing_this_round: chance(s.thisRound),
      code: p.person.code,
      cost_change_event: s.price - s.priceAtDeadline,
      cost_change_event_fall: s.priceAtDeadline - s.price,
      cost_change_start: s.price - p.startCost,
      cost_change_start_fall: p.startCost - s.price,
      dreamteam_count: s.dreamteamCount,
      element_type: p.position,
      ep_next: (Math.round(s.epNext * 10) / 10).toFixed(1),
      ep_this: (Math.round(s.epThis * 10) / 10).toFixed(1),
      event_points: s.eventPoints,
      first_name: p.person.first,
      form: (Math.round(s.form * 10) / 10).toFixed(1),
      id: p.id,
      in_dreamteam: s.inDreamteam,
      news: s.next.news,
      news_added: s.next.newsAdded === null ? null : isoMicro(s.next.newsAdded),
      now_cost: s.price,
      photo: `${p.person.code}.jpg`,
      points_per_game: ratioText(t.total_points, s.appearances),
      removed: false,
      second_name: p.person.last,
      selected_by_percent: ratioText(s.selected * 100, s.totalPlayers),
      special: false,
      squad_number: p.squadNumber,
      status: s.next.status,
      team: p.club,
      team_code: s.clubCode,
      total_points: t.total_points,
      transfers_in: s.transfersIn,
      transfers_in_event: s.transfersInEvent,
      transfers_out: s.transfersOut,
      transfers_out_event: s.transfersOutEvent,
      value_form: ratioText(s.form * 10, s.price),
      value_season: ratioText(t.total_points * 10, s.price),
      web_name: p.person.web,
      known_name: '',
      ...apiStats(t),
      corners_and_indirect_freekicks_order: null,
      corners_and_indirect_freekicks_text: '',
      direct_freekicks_order: null,
      direct_freekicks_text: '',
      penalties_order: p.penaltyTaker ? 1 : null,
      penalties_text: '',
      ...Object.fromEntries(
        RANKED.filter(([n]) => !['now_cost', 'form', 'points_per_game', 'selected'].includes(n)).flatMap(
          ([n]) => [
            [`${n}_rank`, rank(n)],
            [`${n}_rank_type`, rank(`${n}_type`)],
          ],
        ),
      ),
      expected_goals_per_90: per90(t.expected_goals / 100, m),
      saves_per_90: per90(t.saves, m),
      expected_assists_per_90: per90(t.expected_assists / 100, m),
      expected_goal_involvements_per_90: per90((t.expected_goals + t.expected_assists) / 100, m),
      expected_goals_conceded_per_90: per90(t.expected_goals_conceded / 100, m),
      goals_conceded_per_90: per90(t.goals_conceded, m),
      now_cost_rank: rank('now_cost'),
      now_cost_rank_type: rank('now_cost_type'),
      form_rank: rank('form'),
      form_rank_type: rank('form_type'),
      points_per_game_rank: rank('points_per_game'),
      points_per_game_rank_type: rank('points_per_game_type'),
      selected_rank: rank('selected'),
      selected_rank_type: rank('selected_type'),
      starts_per_90: per90(t.starts, m),
      clean_sheets_per_90: per90(t.clean_sheets, m),
      defensive_contribution_per_90: per90(t.defensive_contribution, m),
    };
  });
}
