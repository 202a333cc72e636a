import { describe, expect, it } from 'vitest';
import { filterOptions, poundsPerGoal, type PlayerRow } from './player-rows';

const row = (over: Partial<PlayerRow>): PlayerRow => ({
  id: 1,
  name: 'Player',
  position: 'DEF',
  team_short: 'ARS',
  team_name: 'Arsenal',
  price: 50,
  so_far: 0,
  projected: 0,
  share: 0,
  ...over,
});

describe('poundsPerGoal', () => {
  it('is the price in millions over the projected goals from one goal up', () => {
    expect(poundsPerGoal(row({ price: 145, projected: 24.5 }))).toBeCloseTo(0.592, 3);
    expect(poundsPerGoal(row({ price: 50, projected: 1 }))).toBe(5);
  });
  it('is N/A below one projected goal, not £50.00m for a defender with 0.1', () => {
    expect(poundsPerGoal(row({ price: 50, projected: 0.1 }))).toBeNull();
    expect(poundsPerGoal(row({ price: 50, projected: 0.99 }))).toBeNull();
    expect(poundsPerGoal(row({ price: 50, projected: 0 }))).toBeNull();
  });
});

describe('filterOptions', () => {
  it('lists teams by name, each filtering by its short name', () => {
    const rows = [
      row({ id: 1, team_short: 'BHA', team_name: 'Brighton' }),
      row({ id: 2, team_short: 'TOT', team_name: 'Spurs' }),
      row({ id: 3, team_short: 'BOU', team_name: 'Bournemouth' }),
      row({ id: 4, team_short: 'SUN', team_name: 'Sunderland' }),
      row({ id: 5, team_short: 'BHA', team_name: 'Brighton' }),
    ];
    expect(filterOptions(rows).teams).toEqual([
      { value: 'BOU', label: 'Bournemouth' },
      { value: 'BHA', label: 'Brighton' },
      { value: 'TOT', label: 'Spurs' },
      { value: 'SUN', label: 'Sunderland' },
    ]);
  });
});
