import { csvField, csvTable, pyRepr } from './csv';
import { matchStatTotals } from './api-stats';
import { dreamTeam } from '../points/dream-team';
import { elementRows, type ElementState } from './element-row';
import { hundredthsText, intText, isoZ, tenthsText } from './format';
import type { PastSeason } from '../seasons/past-season';
import { positionCode } from '@contracts/game/positions';
import { rulesFor } from '@engine/points';
import { strengthFields, table } from './write-bootstrap';
import { fixtureStats } from './write-fixtures';
import type { PastSeason as PastTotals } from './write-summary';

/** Column lists of the vaastav 2023-24 files, which the history importer reads. */
const PLAYERS_RAW =
  'assists,bonus,bps,chance_of_playing_next_round,chance_of_playing_this_round,clean_sheets,clean_sheets_per_90,code,corners_and_indirect_freekicks_order,corners_and_indirect_freekicks_text,cost_change_event,cost_change_event_fall,cost_change_start,cost_change_start_fall,creativity,creativity_rank,creativity_rank_type,direct_freekicks_order,direct_freekicks_text,dreamteam_count,element_type,ep_next,ep_this,event_points,expected_assists,expected_assists_per_90,expected_goal_involvements,expected_goal_involvements_per_90,expected_goals,expected_goals_conceded,expected_goals_conceded_per_90,expected_goals_per_90,first_name,form,form_rank,form_rank_type,goals_conceded,goals_conceded_per_90,goals_scored,ict_index,ict_index_rank,ict_index_rank_type,id,in_dreamteam,influence,influence_rank,influence_rank_type,minutes,news,news_added,now_cost,now_cost_rank,now_cost_rank_type,own_goals,penalties_missed,penalties_order,penalties_saved,penalties_text,photo,points_per_game,points_per_game_rank,points_per_game_rank_type,red_cards,saves,saves_per_90,second_name,selected_by_percent,selected_rank,selected_rank_type,special,squad_number,starts,starts_per_90,status,team,team_code,threat,threat_rank,threat_rank_type,total_points,transfers_in,transfers_in_event,transfers_out,transfers_out_event,value_form,value_season,web_name,yellow_cards'.split(
    ',',
  );
const TEAMS =
  'code,draw,form,id,loss,name,played,points,position,short_name,strength,team_division,unavailable,win,strength_overall_home,strength_overall_away,strength_attack_home,strength_attack_away,strength_defence_home,strength_defence_away,pulse_id'.split(
    ',',
  );
const FIXTURES =
  'code,event,finished,finished_provisional,id,kickoff_time,minutes,provisional_start_time,started,team_a,team_a_score,team_h,team_h_score,stats,team_h_difficulty,team_a_difficulty,pulse_id'.split(
    ',',
  );
const MERGED_GW =
  'name,position,team,xP,assists,bonus,bps,clean_sheets,creativity,element,expected_assists,expected_goal_involvements,expected_goals,expected_goals_conceded,fixture,goals_conceded,goals_scored,ict_index,influence,kickoff_time,minutes,opponent_team,own_goals,penalties_missed,penalties_saved,red_cards,round,saves,selected,starts,team_a_score,team_h_score,threat,total_points,transfers_balance,transfers_in,transfers_out,value,was_home,yellow_cards,GW'.split(
    ',',
  );
const NO_NEWS = { status: 'a', chance: null, news: '', newsAdded: null } as const;

/** End-of-season element states: what bootstrap-static said after the last gameweek. */
function finalStates(ps: PastSeason): ElementState[] {
  const teams = new Map<number, Set<number>>();
  for (let gw = 1; gw <= 38; gw++) teams.set(gw, dreamTeam(ps.world.players, ps.ledger, gw));
  return ps.world.players.map((player) => {
    const m = ps.market.players.get(player.id);
    let dreamteamCount = 0;
    for (const t of teams.values()) if (t.has(player.id)) dreamteamCount++;
    return {
      player,
      clubCode: ps.clubs.get(player.club)?.code ?? 0,
      totals: ps.ledger.totals(player.id, 38),
      appearances: ps.ledger.appearances(player.id, 38),
      eventPoints: ps.ledger.gwPoints(player.id, 38),
      form: ps.ledger.form(player.id, ps.end, 38),
      epThis: ps.forecast.gameweek(38).get(player.id) ?? 0,
      epNext: 0,
      price: m?.now.price ?? player.startCost,
      priceAtDeadline: m?.price[38] ?? player.startCost,
      selected: m?.now.selected ?? 0,
      totalPlayers: ps.market.totalNow,
      transfersIn: (m?.transfersIn ?? []).reduce((a, b) => a + (b ?? 0), 0),
      transfersOut: (m?.transfersOut ?? []).reduce((a, b) => a + (b ?? 0), 0),
      transfersInEvent: 0,
      transfersOutEvent: 0,
      next: ps.play.availability.get(39)?.get(player.id) ?? NO_NEWS,
      thisRound: ps.play.availability.get(38)?.get(player.id) ?? NO_NEWS,
      dreamteamCount,
      inDreamteam: teams.get(38)?.has(player.id) ?? false,
    };
  });
}

/**
 * `gws/merged_gw.csv`: one line per player per fixture of his club, fixture by fixture in
 * kickoff order (about 23,000 lines a season), in the MERGED_GW column order.
 */
function mergedGw(ps: PastSeason): string {
  const clubName = new Map([...ps.clubs].map(([id, c]) => [id, csvField(c.name)]));
  const head = new Map(
    ps.world.players.map((p) => [
      p.id,
      `${csvField(`${p.person.first} ${p.person.last}`)},${p.position === 1 ? 'GK' : positionCode(p.position)},${clubName.get(p.club)}`,
    ]),
  );
  const lines = [MERGED_GW.join(',')];
  const fixtures = ps.world.fixtures
    .slice()
    .sort((a, b) => a.event - b.event || a.kickoff - b.kickoff || a.id - b.id);
  const n = intText;
  for (const f of fixtures) {
    const result = ps.play.results.get(f.id);
    if (!result) continue;
    const kickoff = isoZ(f.kickoff);
    const xp = ps.forecast.gameweek(f.event);
    const [gw, id, home, away] = [n(f.event), n(f.id), n(result.homeGoals), n(result.awayGoals)];
    for (const r of result.rows.slice().sort((a, b) => a.element - b.element)) {
      const m = ps.market.players.get(r.element);
      const ins = m?.transfersIn[f.event] ?? 0;
      const outs = m?.transfersOut[f.event] ?? 0;
      lines.push(
        [
          head.get(r.element),
          (Math.round((xp.get(r.element) ?? 0) * 10) / 10).toFixed(1),
          n(r.assists),
          n(r.bonus),
          String(r.bps),
          n(r.clean_sheets),
          tenthsText(r.creativity),
          n(r.element),
          hundredthsText(r.expected_assists),
          hundredthsText(r.expected_goals + r.expected_assists),
          hundredthsText(r.expected_goals),
          hundredthsText(r.expected_goals_conceded),
          id,
          n(r.goals_conceded),
          n(r.goals_scored),
          tenthsText(r.ict_index),
          tenthsText(r.influence),
          kickoff,
          n(r.minutes),
          n(r.opponent),
          n(r.own_goals),
          n(r.penalties_missed),
          n(r.penalties_saved),
          n(r.red_cards),
          gw,
          n(r.saves),
          String(m?.selected[f.event] ?? 0),
          n(r.starts),
          away,
          home,
          tenthsText(r.threat),
          String(r.total_points),
          String(ins - outs),
          String(ins),
          String(outs),
          n(m?.price[f.event] ?? 0),
          r.wasHome ? 'True' : 'False',
          n(r.yellow_cards),
          gw,
        ].join(','),
      );
    }
  }
  return lines.join('\n') + '\n';
}

/** The four vaastav files of a past season, by path relative to `history/<season>/`. */
export function historyFiles(ps: PastSeason): Map<string, string> {
  const season = ps.world.season;
  const withDefcon = rulesFor(season).defensiveContribution;
  const standings = table(ps.world.clubs, ps.play.results.values());
  const teams = ps.world.clubs.map((c) => {
    const row = standings.get(c.id);
    return {
      code: c.code,
      draw: row?.draw,
      form: null,
      id: c.id,
      loss: row?.loss,
      name: c.name,
      played: row?.played,
      points: row?.points,
      position: row?.position,
      short_name: c.short,
      team_division: null,
      unavailable: false,
      win: row?.win,
      ...strengthFields(c),
      pulse_id: c.pulse,
    };
  });
  const fixtures = ps.world.fixtures.map((f) => {
    const r = ps.play.results.get(f.id);
    return {
      code: f.code,
      event: f.event,
      finished: true,
      finished_provisional: true,
      id: f.id,
      kickoff_time: isoZ(f.kickoff),
      minutes: 90,
      provisional_start_time: false,
      started: true,
      team_a: f.away,
      team_a_score: r?.awayGoals,
      team_h: f.home,
      team_h_score: r?.homeGoals,
      stats: r ? pyRepr(fixtureStats(r, withDefcon)) : '[]',
      team_h_difficulty: f.homeDifficulty,
      team_a_difficulty: f.awayDifficulty,
      pulse_id: f.pulseId,
    };
  });
  return new Map([
    ['players_raw.csv', csvTable(PLAYERS_RAW, elementRows(finalStates(ps)), { none: 'None', eol: '\r\n' })],
    ['teams.csv', csvTable(TEAMS, teams, { none: '', eol: '\n' })],
    ['fixtures.csv', csvTable(FIXTURES, fixtures, { none: '', eol: '\n' })],
    ['gws/merged_gw.csv', mergedGw(ps)],
  ]);
}

/** `history_past` entries of a season for the people who played it, by person code. */
export function pastTotals(ps: PastSeason): Map<number, PastTotals> {
  const season = ps.world.season;
  const label = `${season.slice(0, 4)}/${season.slice(5, 7)}`;
  const startsCounted = season >= '2022-23';
  const out = new Map<number, PastTotals>();
  for (const p of ps.world.players) {
    const t = ps.ledger.totals(p.id, 38);
    out.set(p.person.code, {
      season_name: label,
      element_code: p.person.code,
      start_cost: p.startCost,
      end_cost: ps.market.players.get(p.id)?.now.price ?? p.startCost,
      total_points: t.total_points,
      ...matchStatTotals(t),
      // These were first counted in 2025-26 (starts in 2022-23): upstream reports 0 before.
      clearances_blocks_interceptions: 0,
      recoveries: 0,
      tackles: 0,
      defensive_contribution: 0,
      starts: startsCounted ? t.starts : 0,
    });
  }
  return out;
}
