import { COUNTING_STATS, ICT_STATS } from '@contracts/game/match-stats';
// The players, fixtures and appearances behind tiny-seasons.ts.
export type Cell = string | number;

export function csv(header: readonly string[], rows: readonly (readonly Cell[])[], eol = '\n'): string {
  const quote = (c: Cell) =>
    typeof c === 'string' && /[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : String(c);
  return [header, ...rows].map((r) => r.map(quote).join(',')).join(eol) + eol;
}

export const STAT_COLUMNS: string[] = [...COUNTING_STATS, ...ICT_STATS];

export interface Player {
  id: number;
  code: number;
  first: string;
  second: string;
  web: string;
  team: number;
  type: number;
  nowCost: number;
  costChangeStart: number;
}

// [element, GW, fixture, opponent, home, minutes, goals, assists, points, value]
export type Appearance = [number, number, number, number, boolean, number, number, number, number, number];

export const PLAYERS: Player[] = [
  {
    id: 1,
    code: 1001,
    first: 'Álvaro',
    second: 'Morata',
    web: 'Morata',
    team: 2,
    type: 4,
    nowCost: 95,
    costChangeStart: 5,
  },
  {
    id: 2,
    code: 1002,
    first: 'Petr',
    second: 'Cech',
    web: 'Cech',
    team: 1,
    type: 1,
    nowCost: 55,
    costChangeStart: 0,
  },
  {
    id: 3,
    code: 1003,
    first: 'Mesut',
    second: 'Özil',
    web: 'Özil',
    team: 1,
    type: 3,
    nowCost: 85,
    costChangeStart: -3,
  },
];

// Fixture 1 (GW1): Arsenal (1) v Chelsea (2). GW2 is a double for both: fixtures 2 and 3.
export const APPEARANCES: Appearance[] = [
  [1, 1, 1, 1, false, 90, 1, 0, 6, 90],
  [2, 1, 1, 2, true, 90, 0, 0, 1, 55],
  [3, 1, 1, 2, true, 80, 0, 1, 5, 88],
  [1, 2, 2, 1, true, 90, 2, 1, 13, 92],
  [1, 2, 3, 1, false, 30, 0, 0, 1, 92],
  [2, 2, 2, 2, false, 90, 0, 0, 2, 55],
  [2, 2, 3, 2, true, 90, 0, 0, 6, 55],
  [3, 2, 2, 2, false, 0, 0, 0, 0, 85],
  [3, 2, 3, 2, true, 45, 1, 0, 5, 85],
];

export const FIXTURES = [
  { id: 1, event: 1, h: 1, a: 2, kickoff: '2016-08-13T11:30:00Z' },
  { id: 2, event: 2, h: 2, a: 1, kickoff: '2016-08-20T14:00:00Z' },
  { id: 3, event: 2, h: 1, a: 2, kickoff: '2016-08-23T18:45:00Z' },
];

export function statsOf(a: Appearance): Cell[] {
  const [, , , , , minutes, goals, assists, points] = a;
  return [
    minutes,
    goals,
    assists,
    0,
    1,
    0,
    0,
    0,
    0,
    0,
    0,
    points > 10 ? 3 : 0,
    points * 3,
    (points * 2.5).toFixed(1),
    '1.5',
    '2.0',
    '0.6',
  ];
}

/** Season totals of a player: sums of the appearance stats, ICT summed as numbers. */
export function totalsOf(p: Player): { stats: Cell[]; points: number } {
  const mine = APPEARANCES.filter((a) => a[0] === p.id);
  const sums = STAT_COLUMNS.map((_, i) => mine.reduce((s, a) => s + Number(statsOf(a)[i]), 0));
  return {
    stats: sums.map((v, i) => (i >= 13 ? v.toFixed(1) : v)),
    points: mine.reduce((s, a) => s + a[8], 0),
  };
}

export function playerTotals(id: number): { totalPoints: number; goals: number; minutes: number } {
  const p = PLAYERS.find((x) => x.id === id);
  if (!p) throw new Error(`no tiny player ${id}`);
  const t = totalsOf(p);
  return { totalPoints: t.points, goals: Number(t.stats[1]), minutes: Number(t.stats[0]) };
}

export const TINY_PLAYER_COUNT = PLAYERS.length;
export const TINY_GAMEWEEK_ROWS = APPEARANCES.length;
