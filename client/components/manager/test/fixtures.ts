import type { ManagerHistory, ManagerSummary } from '@contracts/api/manager';
import type { LeagueAnalysis } from '@contracts/api/leagues';

/** Hand-written API answers for component tests: small, with numbers chosen so results are easy to check. */
export const league = (
  id: number,
  name: string,
  entry_rank: number | null,
  extra: Partial<ManagerSummary['leagues']['classic'][number]> = {},
) => ({
  id,
  name,
  created: '2025-07-21T18:15:28Z',
  league_type: id > 1000 ? 'x' : 's',
  entry_rank,
  entry_last_rank: entry_rank,
  ...extra,
});

export const summary = (id: number, overrides: Partial<ManagerSummary> = {}): ManagerSummary => ({
  id,
  player_first_name: 'Will',
  player_last_name: 'Finney',
  player_region_name: 'Wales',
  summary_overall_points: 305,
  summary_overall_rank: 400_000,
  summary_event_points: 80,
  summary_event_rank: 123_456,
  current_event: 5,
  name: 'Test Eleven',
  leagues: {
    classic: [
      league(314, 'Overall', 400_000),
      league(106780, 'Biddenham Fantasy League', 4),
      league(666805, 'Ginger Wolves Conference', 2),
      league(777001, 'Work League', 150),
    ],
  },
  ...overrides,
});

const gw = (event: number, points: number, total_points: number, overall_rank: number) => ({
  event,
  points,
  total_points,
  rank: 100_000 * event,
  overall_rank,
  bank: 5,
  value: 1000,
  event_transfers: 0,
  event_transfers_cost: 0,
  points_on_bench: 4,
});

export const history = (): ManagerHistory => ({
  current: [
    gw(1, 60, 60, 900_000),
    gw(2, 70, 130, 600_000),
    gw(3, 40, 170, 800_000),
    gw(4, 55, 225, 800_000),
    gw(5, 80, 305, 400_000),
  ],
  past: [
    { season_name: '2020/21', total_points: 2163, rank: 1_177_102 },
    { season_name: '2021/22', total_points: 2092, rank: 1_985_997 },
    { season_name: '2022/23', total_points: 2385, rank: 757_560 },
    { season_name: '2023/24', total_points: 2309, rank: 955_148 },
    { season_name: '2024/25', total_points: 2195, rank: 2_920_701 },
  ],
  chips: [],
});

const standing = (
  entry: number,
  rank: number,
  last_rank: number,
  total: number,
  event_total: number,
  player_name: string,
) => ({
  id: entry * 10,
  entry,
  entry_name: `${player_name.split(' ')[0]} XI`,
  player_name,
  rank,
  last_rank,
  total,
  event_total,
});

/** A 5-manager league: totals 400, 380, 350, 300, 270 (average 340). */
export const smallLeague = (id = 106780): LeagueAnalysis => ({
  id,
  name: 'Biddenham Fantasy League',
  league_type: 'x',
  created: '2025-07-21T18:15:28Z',
  capped: false,
  standings: [
    standing(501, 1, 2, 400, 90, 'Ann Able'),
    standing(25029, 2, 1, 380, 60, 'Will Finney'),
    standing(503, 3, 3, 350, 75, 'Cat Cole'),
    standing(504, 4, 5, 300, 40, 'Dan Dee'),
    standing(505, 5, 4, 270, 30, 'Eve Ek'),
  ],
});
