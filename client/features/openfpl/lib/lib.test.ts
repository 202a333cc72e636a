import { describe, expect, it } from 'vitest';
import type { OpenfplProjection } from '@contracts/api/openfpl';
import { DEFAULT_FILTERS, filterPlayers, MAX_PRICE_OPTIONS, readOwnership } from './filters';
import { mergeHorizons, total } from './merge';
import { nextSort, sortPlayers } from './sort';
import { averageConfidence, highlights } from './summary';

function p(id: number, horizon: number, gameweek: number | null, over: Partial<OpenfplProjection> = {}) {
  return {
    player_id: id,
    player_name: `P${id}`,
    team_name: 'Club',
    position: 'MID',
    horizon,
    gameweek,
    predicted_points: 2,
    predicted_goals: 0.1,
    predicted_assists: 0.1,
    predicted_minutes: 70,
    current_price: 5,
    ownership_percentage: 1,
    ensemble_confidence: null,
    ...over,
  } satisfies OpenfplProjection;
}

describe('mergeHorizons', () => {
  it('gives one column per projected gameweek, none for a horizon past the season, and one row per player', () => {
    const merged = mergeHorizons([
      [p(1, 1, 37, { predicted_points: 5 }), p(2, 1, 37)],
      [p(1, 2, 38, { predicted_points: 3 }), p(2, 2, 38)],
      [p(1, 3, null, { predicted_points: 0 }), p(2, 3, null)],
    ]);
    expect(merged.gameweeks).toEqual([37, 38]);
    expect(merged.players.map((r) => r.id)).toEqual([1, 2]);
    expect(total(merged.players[0]!, merged.gameweeks, 'points')).toBe(8);
  });

  it('counts a gameweek missing from a player as 0 in his total', () => {
    const merged = mergeHorizons([[p(1, 1, 12), p(2, 1, 12)], [p(1, 2, 13)]]);
    expect(merged.players.map((r) => total(r, merged.gameweeks, 'points'))).toEqual([4, 2]);
  });
});

describe('filters', () => {
  const rows = mergeHorizons([
    [
      p(1, 1, 12, { current_price: 7.5, ownership_percentage: 10 }),
      p(2, 1, 12, { current_price: 7.6, ownership_percentage: 9.9 }),
      // 0.1 + 7.2 is 7.300000000000001 in floating point: compared in tenths it is still £7.3m.
      p(3, 1, 12, { current_price: 0.1 + 7.2, ownership_percentage: 50 }),
    ],
  ]).players;

  it('compares the maximum price in tenths and the ownership as a minimum', () => {
    const ids = (f: Partial<typeof DEFAULT_FILTERS>) =>
      filterPlayers(rows, { ...DEFAULT_FILTERS, ...f }).map((r) => r.id);
    expect(ids({ maxPrice: 75 })).toEqual([1, 3]);
    expect(ids({ maxPrice: 73 })).toEqual([3]);
    expect(ids({ minOwnership: 10 })).toEqual([1, 3]);
    expect(ids({})).toEqual([1, 2, 3]);
  });

  it('offers £4.0m to £15.0m in £0.5m steps and bounds the ownership typed to 0-100', () => {
    expect(MAX_PRICE_OPTIONS[0]).toBe(40);
    expect(MAX_PRICE_OPTIONS.at(-1)).toBe(150);
    expect(MAX_PRICE_OPTIONS).toHaveLength(23);
    expect(['', 'abc', '-5', '120', '12.5'].map(readOwnership)).toEqual([0, 0, 0, 100, 12.5]);
  });
});

describe('sorting and summaries', () => {
  const merged = mergeHorizons([
    [
      p(1, 1, 12, { player_name: 'Bravo', predicted_points: 4, ensemble_confidence: 80 }),
      p(2, 1, 12, { player_name: 'Alpha', predicted_points: 4, ensemble_confidence: null }),
      p(3, 1, 12, {
        player_name: 'Charlie',
        predicted_points: 6,
        predicted_goals: 0.7,
        ensemble_confidence: 40,
      }),
    ],
  ]);

  it('breaks ties by name in either direction and starts numbers high to low, names A to Z', () => {
    const order = (key: 'total' | 'player', direction: 'asc' | 'desc') =>
      sortPlayers(merged.players, { key, direction }, merged.gameweeks, 'points').map((r) => r.name);
    expect(order('total', 'desc')).toEqual(['Charlie', 'Alpha', 'Bravo']);
    expect(order('total', 'asc')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(nextSort({ key: 'total', direction: 'desc' }, 'player')).toEqual({
      key: 'player',
      direction: 'asc',
    });
    expect(nextSort({ key: 'total', direction: 'desc' }, 'gw12')).toEqual({ key: 'gw12', direction: 'desc' });
    expect(nextSort({ key: 'gw12', direction: 'desc' }, 'gw12')).toEqual({ key: 'gw12', direction: 'asc' });
  });

  it('averages only the measured confidences and picks the leader of each figure', () => {
    expect(averageConfidence(merged.players, merged.gameweeks)).toEqual({ percent: 60, projections: 2 });
    expect(averageConfidence(merged.players.slice(1, 2), merged.gameweeks)).toBeNull();
    expect(
      highlights(merged.players, merged.gameweeks).map((h) => [h.metric, h.player.name, h.value]),
    ).toEqual([
      ['points', 'Charlie', 6],
      ['goals', 'Charlie', 0.7],
      ['assists', 'Alpha', 0.1],
    ]);
  });
});
