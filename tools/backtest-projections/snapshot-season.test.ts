import { describe, expect, it } from 'vitest';
import type { PlayedMatch } from '@engine/match-model';
import { completeMatches } from './snapshot-season';

const match = (season: string, fixtureId: number, kickoffMs: number, homeXg: number | null): PlayedMatch => ({
  season,
  fixtureId,
  gameweek: 1,
  kickoffMs,
  homeClub: 1,
  awayClub: 2,
  homeGoals: 1,
  awayGoals: 0,
  homeXg,
  awayXg: homeXg,
});

describe('completeMatches', () => {
  it('adds only the matches the database lacks, keeps the stored ones, in kick-off order', () => {
    const stored = [match('2025-26', 1, 100, 1.2), match('2025-26', 2, 200, 0.8)];
    const extra = [
      match('2025-26', 2, 200, null),
      match('2025-26', 3, 150, 0.5),
      match('2024-25', 1, 50, null),
    ];
    expect(completeMatches(stored, extra).map((m) => [m.season, m.fixtureId, m.homeXg])).toEqual([
      ['2024-25', 1, null],
      ['2025-26', 1, 1.2],
      ['2025-26', 3, 0.5],
      ['2025-26', 2, 0.8],
    ]);
  });
});
