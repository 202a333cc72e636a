import { describe, expect, it } from 'vitest';
import type { BacktestSeason, HistoryRow } from './as-of';
import { backtestSeason, labelSummary, quantile, type BacktestRow } from './label-backtest';

describe('quantile', () => {
  it('interpolates between order statistics', () => {
    expect(quantile([4, 1, 3, 2], 0.5)).toBe(2.5);
    // (5 - 1) x 0.95 = 3.8: 4 + 0.8 x (10 - 4)
    expect(quantile([1, 2, 3, 4, 10], 0.95)).toBeCloseTo(8.8, 12);
    expect(quantile([], 0.95)).toBeNull();
  });
});

/** One forward of club 1 scoring 1, 2, 3, ... points in gameweeks 1, 2, 3, ..., one match a week. */
function season(gameweeks: number): BacktestSeason {
  const day = 24 * 3600 * 1000;
  const start = Date.parse('2023-08-12T14:00:00Z');
  const fixtures = Array.from({ length: gameweeks }, (_, i) => ({
    id: i + 1,
    event: i + 1,
    kickoff: start + 7 * day * i,
    teamH: 1,
    teamA: 2,
    difficultyH: 2,
    difficultyA: 4,
  }));
  const rows: HistoryRow[] = fixtures.map((f) => ({
    element: 9,
    gameweek: f.event,
    fixtureId: f.id,
    kickoff: f.kickoff,
    wasHome: true,
    totalPoints: f.event,
    minutes: 90,
    influence: 10,
    creativity: 10,
    threat: 10,
    ictIndex: 3,
    selected: 100,
    value: 60,
    transfersIn: 0,
    transfersOut: 0,
  }));
  return { fixtures, rows, elementTypes: new Map([[9, 4]]), managers: 1000 };
}

describe('backtestSeason', () => {
  it("pairs each gameweek's scores with the points of that gameweek and the next two", () => {
    const rows = backtestSeason('test', season(38), 2, 38);
    expect(rows).toHaveLength(37);
    expect(rows[0]).toMatchObject({
      gameweek: 2,
      elementType: 4,
      points: 2,
      pointsAhead: 2 + 3 + 4,
      form: 1,
    });
    // Four club matches before GW5, all started: a regular; 10 points is a captain candidate.
    expect(rows[3]).toMatchObject({ gameweek: 5, regular: true, captainCandidate: true, points: 5 });
    // GW37's three gameweeks run past 38.
    expect(rows.find((r) => r.gameweek === 36)?.pointsAhead).toBe(36 + 37 + 38);
    expect(rows.find((r) => r.gameweek === 37)?.pointsAhead).toBeNull();
  });
});

describe('labelSummary', () => {
  const row = (label: string, points: number, pointsAhead: number | null) =>
    ({ captain: { spec: { score: 0, label } }, points, pointsAhead }) as unknown as BacktestRow;

  it('counts rows and averages points per label, in the given order, empty labels included', () => {
    const rows = [row('A', 2, 6), row('B', 0, null), row('A', 4, null)];
    expect(labelSummary(rows, (r) => r.captain.spec, ['A', 'B', 'C'])).toEqual([
      { label: 'A', rows: 2, meanPoints: 3, meanPointsAhead: 6 },
      { label: 'B', rows: 1, meanPoints: 0, meanPointsAhead: null },
      { label: 'C', rows: 0, meanPoints: 0, meanPointsAhead: null },
    ]);
  });
});
