import { describe, expect, it } from 'vitest';
import { provisionalReason } from './provisional';

describe('provisional figures', () => {
  it('are not provisional with the three seasons before the current one', () => {
    expect(provisionalReason('2025-26', ['2022-23', '2023-24', '2024-25', '2025-26'])).toBeNull();
  });

  it('say that clubs and players are at league averages without any past season', () => {
    expect(provisionalReason('2025-26', ['2025-26'])).toBe(
      'Provisional figures: the past seasons 2022-23, 2023-24 and 2024-25 are not loaded yet, so clubs and players who have not played this season are projected at league averages. They sharpen as soon as the past seasons arrive.',
    );
  });

  it('name the one season still missing', () => {
    expect(provisionalReason('2025-26', ['2023-24', '2024-25'])).toMatch(
      /^Provisional figures: the past season 2022-23 is not loaded yet, so clubs and players are judged on less history than usual\./,
    );
  });
});
