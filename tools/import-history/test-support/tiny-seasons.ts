/**
 * Small vaastav-layout seasons written by the tests: a 2016-17 style one (latin-1 merged_gw with
 * First_Last names, Opta-era columns, no teams.csv, teams from the root master_team_list.csv) and a
 * 2023-24 style one (CRLF players_raw, teams.csv, fixtures.csv, expected_* and starts columns).
 * Both have two clubs, three players and a double gameweek; season totals are the sums of the
 * gameweek rows.
 */
import {
  APPEARANCES,
  csv,
  FIXTURES,
  PLAYERS,
  statsOf,
  STAT_COLUMNS,
  totalsOf,
  type Player,
} from './tiny-data';

export { playerTotals, TINY_GAMEWEEK_ROWS, TINY_PLAYER_COUNT } from './tiny-data';

function playersRaw(modern: boolean, eol: string): string {
  const header = [
    'id',
    'code',
    'first_name',
    'second_name',
    'web_name',
    'team',
    'team_code',
    'element_type',
    'now_cost',
    'cost_change_start',
    'total_points',
    ...STAT_COLUMNS,
    'selected_by_percent',
    'news',
    ...(modern ? ['expected_goals', 'expected_assists'] : []),
  ];
  const rows = PLAYERS.map((p) => {
    const t = totalsOf(p);
    return [
      p.id,
      p.code,
      p.first,
      p.second,
      p.web,
      p.team,
      p.team === 1 ? 3 : 8,
      p.type,
      p.nowCost,
      p.costChangeStart,
      t.points,
      ...t.stats,
      '12.5',
      p.id === 3 ? 'Knee injury, "75%" chance\nof playing' : '',
      ...(modern ? ['2.40', '0.85'] : []),
    ];
  });
  return csv(header, rows, eol);
}

function cleanedPlayers(): string {
  return csv(
    ['first_name', 'second_name', 'goals_scored', 'total_points'],
    PLAYERS.map((p) => [p.first, p.second, Number(totalsOf(p).stats[1]), totalsOf(p).points]),
  );
}

function mergedGw(modern: boolean, nameOf: (p: Player) => string): string {
  const extra = modern
    ? [
        'expected_goals',
        'expected_assists',
        'expected_goal_involvements',
        'expected_goals_conceded',
        'starts',
      ]
    : ['attempted_passes', 'big_chances_created'];
  const header = [
    'name',
    ...(modern ? ['position', 'team', 'xP'] : []),
    'element',
    'fixture',
    'opponent_team',
    'was_home',
    'kickoff_time',
    'team_h_score',
    'team_a_score',
    ...STAT_COLUMNS,
    ...extra,
    'total_points',
    'value',
    'selected',
    'transfers_in',
    'transfers_out',
    'transfers_balance',
    'round',
    'GW',
  ];
  const rows = APPEARANCES.map((a) => {
    const [el, gw, fx, opp, home, minutes, , , points, value] = a;
    const p = PLAYERS.find((x) => x.id === el)!;
    const f = FIXTURES.find((x) => x.id === fx)!;
    const extras = modern ? ['0.45', '0.12', '0.57', '1.10', minutes > 0 ? 1 : 0] : [12, 1];
    return [
      nameOf(p),
      ...(modern
        ? [['', 'GKP', 'DEF', 'MID', 'FWD'][p.type]!, p.team === 1 ? 'Arsenal' : 'Chelsea', '2.5']
        : []),
      el,
      fx,
      opp,
      home ? 'True' : 'False',
      f.kickoff,
      2,
      1,
      ...statsOf(a),
      ...extras,
      points,
      value,
      1000 * el,
      10,
      5,
      5,
      gw,
      gw,
    ];
  });
  return csv(header, rows);
}

export const MASTER_TEAM_LIST = csv(
  ['season', 'team', 'team_name'],
  [
    ['2016-17', 1, 'Arsenal'],
    ['2016-17', 2, 'Chelsea'],
    ['2023-24', 1, 'Arsenal'],
    ['2023-24', 2, 'Chelsea'],
  ],
);

/** 2016-17 layout, keyed by path relative to the vaastav root. */
export function oldSeasonFiles(season = '2016-17'): Record<string, string | Uint8Array> {
  return {
    'master_team_list.csv': MASTER_TEAM_LIST,
    [`${season}/players_raw.csv`]: playersRaw(false, '\n'),
    [`${season}/cleaned_players.csv`]: Buffer.from(cleanedPlayers(), 'latin1'),
    [`${season}/gws/merged_gw.csv`]: Buffer.from(
      mergedGw(false, (p) => `${p.first}_${p.second}`),
      'latin1',
    ),
  };
}

/** 2023-24 layout, keyed by path relative to the vaastav root. */
export function modernSeasonFiles(season = '2023-24'): Record<string, string> {
  return {
    [`${season}/players_raw.csv`]: playersRaw(true, '\r\n'),
    [`${season}/cleaned_players.csv`]: cleanedPlayers().replace(/\n/g, '\r\n'),
    [`${season}/teams.csv`]: csv(
      ['code', 'id', 'name', 'short_name', 'strength'],
      [
        [3, 1, 'Arsenal', 'ARS', 4],
        [8, 2, 'Chelsea', 'CHE', 5],
      ],
    ),
    [`${season}/fixtures.csv`]: csv(
      ['code', 'event', 'id', 'kickoff_time', 'team_a', 'team_h', 'stats'],
      FIXTURES.map((f) => [
        9000 + f.id,
        `${f.event}.0`,
        f.id,
        f.kickoff,
        f.a,
        f.h,
        "[{'identifier': 'goals_scored', 'a': [], 'h': []}]",
      ]),
    ),
    [`${season}/gws/merged_gw.csv`]: mergedGw(true, (p) => `${p.first} ${p.second}`),
  };
}
