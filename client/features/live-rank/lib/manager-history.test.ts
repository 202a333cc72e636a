import { describe, expect, it } from 'vitest';
import { logRankAxis, recentGameweeks, recentSeasons, seasonChartPoints } from './manager-history';

const gw = (event: number, points: number, total_points: number, overall_rank: number | null) => ({
  event,
  points,
  total_points,
  overall_rank,
});

describe('recentGameweeks', () => {
  const season = [
    gw(1, 60, 60, 900_000),
    gw(2, 70, 130, 600_000),
    gw(3, 40, 170, 800_000),
    gw(4, 55, 225, 800_000),
    gw(5, 80, 305, 400_000),
    gw(6, 65, 370, 350_000),
  ];

  it('shows the last 5 gameweeks newest first', () => {
    expect(recentGameweeks(season).map((g) => g.event)).toEqual([6, 5, 4, 3, 2]);
  });
  it('compares each with the gameweek before it, even when that one is not shown', () => {
    const rows = recentGameweeks(season);
    expect(rows.map((g) => g.movement)).toEqual([
      { kind: 'up', places: 50_000 },
      { kind: 'up', places: 400_000 },
      { kind: 'same' },
      { kind: 'down', places: 200_000 },
      { kind: 'up', places: 300_000 }, // GW2 against GW1 (not shown)
    ]);
  });
  it('has no movement for the first gameweek and sorts unordered input', () => {
    const rows = recentGameweeks([gw(2, 70, 130, 600_000), gw(1, 60, 60, 900_000)]);
    expect(rows.map((g) => [g.event, g.movement.kind])).toEqual([
      [2, 'up'],
      [1, 'new'],
    ]);
  });
});

describe('recentSeasons', () => {
  it('keeps the last 4 past seasons, newest first', () => {
    const past = ['2019/20', '2020/21', '2021/22', '2022/23', '2023/24', '2024/25'].map((season_name) => ({
      season_name,
    }));
    expect(recentSeasons(past).map((s) => s.season_name)).toEqual([
      '2024/25',
      '2023/24',
      '2022/23',
      '2021/22',
    ]);
  });
});

describe('seasonChartPoints', () => {
  it('lists every gameweek oldest first with points and rank', () => {
    expect(seasonChartPoints([gw(2, 70, 130, 600_000), gw(1, 60, 60, null)])).toEqual([
      { event: 1, points: 60, overallRank: null },
      { event: 2, points: 70, overallRank: 600_000 },
    ]);
  });
});

describe('logRankAxis', () => {
  it('spans whole powers of ten around the ranks with 1-2-5 ticks', () => {
    expect(logRankAxis([468_092, 1_250_000, null])).toEqual({
      domain: [100_000, 10_000_000],
      ticks: [100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000],
    });
  });
  it('widens a single exact power of ten to one decade', () => {
    expect(logRankAxis([1000])?.domain).toEqual([1000, 10_000]);
  });
  it('is null without any rank', () => {
    expect(logRankAxis([null, 0])).toBeNull();
  });
});
