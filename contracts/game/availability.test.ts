import { describe, expect, it } from 'vitest';
import { availability } from './availability';

const player = (status: string, chance: number | null = null) => ({
  status,
  chance_of_playing_next_round: chance,
});

describe('availability', () => {
  it("reads the status: 'a' or none available, 'd' doubtful, anything else unavailable", () => {
    expect(['a', '', 'd', 'i', 's', 'u', 'n'].map((s) => availability(player(s)))).toEqual([
      'available',
      'available',
      'doubtful',
      'unavailable',
      'unavailable',
      'unavailable',
      'unavailable',
    ]);
  });

  it('a 0% chance is unavailable whatever the status; below 100% an available player is doubtful', () => {
    expect(availability(player('a', 0))).toBe('unavailable');
    expect(availability(player('d', 0))).toBe('unavailable');
    expect(availability(player('a', 75))).toBe('doubtful');
    expect(availability(player('a', 100))).toBe('available');
    expect(availability(player('i', 100))).toBe('unavailable');
  });
});
