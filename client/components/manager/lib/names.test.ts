import { describe, expect, it } from 'vitest';
import { managerName, teamAndRegion } from './names';

const manager = {
  player_first_name: 'Will',
  player_last_name: 'Finney',
  name: 'Test Eleven',
  player_region_name: 'Wales',
};

describe('manager names', () => {
  it('names the manager in full and his team with its region', () => {
    expect(managerName(manager)).toBe('Will Finney');
    expect(teamAndRegion(manager)).toBe('Test Eleven · Wales');
  });

  it('gives the team alone when the game has no region for him', () => {
    expect(teamAndRegion({ ...manager, player_region_name: null })).toBe('Test Eleven');
  });
});
