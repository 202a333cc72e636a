import type { Club } from '../world/clubs';
import type { CurrentSeason } from '../seasons/current';
import type { Derived } from './derived';
import { elementRows, type ElementState } from './element-row';
import { isoZ } from './format';
import type { MatchResult } from '../matches/match-types';

const NO_NEWS = { status: 'a', chance: null, news: '', newsAdded: null } as const;

/** The official strength fields (around 1000-1400) from the hidden multipliers. */
export function strengthFields(c: Club) {
  const attack = 1150 + 420 * Math.log(c.attack);
  const defence = 1150 - 420 * Math.log(c.defence);
  const r5 = (x: number) => Math.round(x / 5) * 5;
  return {
    strength: c.rating,
    strength_overall_home: r5((attack + defence) / 2 + 35),
    strength_overall_away: r5((attack + defence) / 2 - 35),
    strength_attack_home: r5(attack + 35),
    strength_attack_away: r5(attack - 35),
    strength_defence_home: r5(defence + 35),
    strength_defence_away: r5(defence - 35),
  };
}

/** League table from finished results: played, won, drawn, lost, points, position. */
export function table(clubs: readonly Club[], results: Iterable<MatchResult>) {
  const rows = new Map(
    clubs.map((c) => [c.id, { played: 0, win: 0, draw: 0, loss: 0, points: 0, gd: 0, gf: 0 }]),
  );
  for (const r of results) {
    for (const [id, gf, ga] of [
      [r.home, r.homeGoals, r.awayGoals],
      [r.away, r.awayGoals, r.homeGoals],
    ] as const) {
      const row = rows.get(id);
      if (!row) continue;
      row.played++;
      row.gf += gf;
      row.gd += gf - ga;
      if (gf > ga) row.win++;
      else if (gf === ga) row.draw++;
      else row.loss++;
      row.points = 3 * row.win + row.draw;
    }
  }
  const order = [...rows]
    .sort(([a, x], [b, y]) => y.points - x.points || y.gd - x.gd || y.gf - x.gf || a - b)
    .map(([id]) => id);
  return new Map([...rows].map(([id, row]) => [id, { ...row, position: order.indexOf(id) + 1 }]));
}

export function elementStates(cs: CurrentSeason, d: Derived): ElementState[] {
  const { lastFinished: last, currentGameweek: current } = cs;
  return cs.world.players.map((player) => {
    const m = cs.market.players.get(player.id);
    const sum = (xs: readonly number[] | undefined) => (xs ?? []).reduce((a, b) => a + (b ?? 0), 0);
    let dreamteamCount = 0;
    for (const team of d.dreamTeams.values()) if (team.has(player.id)) dreamteamCount++;
    return {
      player,
      clubCode: cs.clubs.get(player.club)?.code ?? 0,
      totals: cs.ledger.totals(player.id, last),
      appearances: cs.ledger.appearances(player.id, last),
      eventPoints: cs.ledger.gwPoints(player.id, last),
      form: cs.ledger.form(player.id, cs.now, last),
      epThis: cs.forecast.gameweek(last).get(player.id) ?? 0,
      epNext: cs.forecast.gameweek(current).get(player.id) ?? 0,
      price: m?.now.price ?? player.startCost,
      priceAtDeadline: m?.price[last] ?? player.startCost,
      selected: m?.now.selected ?? 0,
      totalPlayers: cs.market.totalNow,
      transfersIn: sum(m?.transfersIn) + (m?.now.eventIn ?? 0),
      transfersOut: sum(m?.transfersOut) + (m?.now.eventOut ?? 0),
      transfersInEvent: m?.now.eventIn ?? 0,
      transfersOutEvent: m?.now.eventOut ?? 0,
      next: cs.play.availability.get(current)?.get(player.id) ?? NO_NEWS,
      thisRound: cs.play.availability.get(last)?.get(player.id) ?? NO_NEWS,
      dreamteamCount,
      inDreamteam: d.dreamTeams.get(last)?.has(player.id) ?? false,
    };
  });
}

function argmax(ids: readonly number[], key: (id: number) => number): number | null {
  let best: number | null = null;
  for (const id of ids) if (key(id) > 0 && (best === null || key(id) > key(best))) best = id;
  return best;
}

function events(cs: CurrentSeason, d: Derived) {
  const ids = cs.world.players.map((p) => p.id);
  return Array.from({ length: 38 }, (_, i) => {
    const gw = i + 1;
    const deadline = cs.deadline(gw);
    const done = gw <= cs.lastFinished;
    const summary = d.events.get(gw);
    const top = done ? argmax(ids, (id) => cs.ledger.gwPoints(id, gw)) : null;
    return {
      id: gw,
      name: `Gameweek ${gw}`,
      deadline_time: isoZ(deadline),
      release_time: null,
      average_entry_score: summary?.average ?? 0,
      finished: done,
      data_checked: done,
      deadline_time_epoch: Math.floor(deadline / 1000),
      deadline_time_game_offset: 0,
      highest_score: summary?.highest ?? null,
      is_previous: gw === cs.lastFinished - 1,
      is_current: gw === cs.lastFinished,
      is_next: gw === cs.currentGameweek,
      can_enter: false,
      can_manage: gw === cs.currentGameweek,
      released: true,
      ranked_count: summary?.population ?? 0,
      chip_plays: summary?.chipPlays ?? [],
      most_selected: done ? argmax(ids, (id) => cs.market.players.get(id)?.selected[gw] ?? 0) : null,
      most_transferred_in: done ? argmax(ids, (id) => cs.market.players.get(id)?.transfersIn[gw] ?? 0) : null,
      top_element: top,
      top_element_info: top === null ? null : { id: top, points: cs.ledger.gwPoints(top, gw) },
      transfers_made: done
        ? ids.reduce((sum, id) => sum + (cs.market.players.get(id)?.transfersIn[gw] ?? 0), 0)
        : 0,
      most_captained: summary?.mostCaptained ?? null,
      most_vice_captained: summary?.mostViceCaptained ?? null,
    };
  });
}

const TYPES = [
  [1, 'Goalkeepers', 'GKP', 'Goalkeeper', 2, 1, 1],
  [2, 'Defenders', 'DEF', 'Defender', 5, 3, 5],
  [3, 'Midfielders', 'MID', 'Midfielder', 5, 2, 5],
  [4, 'Forwards', 'FWD', 'Forward', 3, 1, 3],
] as const;

const CHIPS = [
  [1, 'wildcard', 2, 19, 'transfer'],
  [2, 'wildcard', 20, 38, 'transfer'],
  [3, 'freehit', 2, 19, 'transfer'],
  [4, 'bboost', 1, 19, 'team'],
  [5, '3xc', 1, 19, 'team'],
  [6, 'freehit', 20, 38, 'transfer'],
  [7, 'bboost', 20, 38, 'team'],
  [8, '3xc', 20, 38, 'team'],
] as const;

export function bootstrapStatic(cs: CurrentSeason, d: Derived): unknown {
  const standings = table(cs.world.clubs, [...cs.play.results.values()]);
  const states = elementStates(cs, d);
  return {
    chips: CHIPS.map(([id, name, start_event, stop_event, chip_type]) => ({
      id,
      name,
      number: 1,
      start_event,
      stop_event,
      chip_type,
    })),
    events: events(cs, d),
    teams: cs.world.clubs.map((c) => {
      const row = standings.get(c.id);
      return {
        code: c.code,
        draw: row?.draw ?? 0,
        form: null,
        id: c.id,
        loss: row?.loss ?? 0,
        name: c.name,
        played: row?.played ?? 0,
        points: row?.points ?? 0,
        position: row?.position ?? 0,
        short_name: c.short,
        team_division: null,
        unavailable: false,
        win: row?.win ?? 0,
        link_url: '',
        ...strengthFields(c),
        pulse_id: c.pulse,
      };
    }),
    total_players: cs.market.totalNow,
    element_types: TYPES.map(
      ([id, plural_name, short, singular_name, squad_select, squad_min_play, squad_max_play]) => ({
        id,
        plural_name,
        plural_name_short: short,
        singular_name,
        singular_name_short: short,
        squad_select,
        squad_min_select: null,
        squad_max_select: null,
        squad_min_play,
        squad_max_play,
        ui_shirt_specific: id === 1,
        sub_positions_locked: id === 1 ? [12] : [],
        element_count: cs.world.players.filter((p) => p.position === id).length,
      }),
    ),
    elements: elementRows(states),
  };
}
