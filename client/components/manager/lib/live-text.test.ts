import { describe, expect, it } from 'vitest';
import type { ManagerLive } from '@contracts/api/live';
import { substitutionsText } from './live-text';

const base: ManagerLive = {
  manager_id: 1,
  gameweek: 12,
  points: 50,
  transfer_cost: 0,
  total_points: 600,
  active_chip: null,
  bonus_provisional: false,
  gameweek_finished: false,
  automatic_subs: [],
  picks: [],
  updated_at: '2026-11-27T15:00:00Z',
};
const names: Record<number, string> = { 1: 'Raya', 2: 'Pickford', 3: 'Gabriel', 4: 'Saliba' };
const name = (id: number) => names[id] ?? `Player ${id}`;

describe('substitutionsText', () => {
  it('names each substitution, in and out, and says "so far" while the gameweek is on', () => {
    const live = {
      ...base,
      automatic_subs: [
        { element_in: 1, element_out: 2 },
        { element_in: 3, element_out: 4 },
      ],
    };
    expect(substitutionsText(live, name)).toBe(
      'Automatic substitutions so far: Raya on for Pickford; Gabriel on for Saliba.',
    );
    expect(substitutionsText({ ...live, gameweek_finished: true }, name)).toBe(
      'Automatic substitutions: Raya on for Pickford; Gabriel on for Saliba.',
    );
  });

  it('says none were made, and why under Bench Boost', () => {
    expect(substitutionsText(base, name)).toBe('No automatic substitutions so far.');
    expect(substitutionsText({ ...base, active_chip: 'bboost' }, name)).toBe(
      'Bench Boost: the whole squad counts, no substitutions.',
    );
  });
});
