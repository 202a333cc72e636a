import { describe, expect, it } from 'vitest';
import type { PlayedMatch } from '@engine/match-model';
import type { ClubStrengths } from '@engine/tiers';
import { createSeasonStartTiers } from './season-start-tiers';
import { bootstrap } from './test-support/small-season';

// The small 2025-26 season: clubs (code = id) 1 ARS, 12 LIV, 13 MCI, 17 SUN; SUN was not in 2024-25.
const match = (season: string, homeClub: number, awayClub: number): PlayedMatch => ({
  season,
  fixtureId: 1,
  gameweek: 1,
  kickoffMs: Date.UTC(2024, 8, 1),
  homeClub,
  awayClub,
  homeGoals: 1,
  awayGoals: 1,
  homeXg: null,
  awayXg: null,
});
const strengths: ClubStrengths = {
  attack: new Map([
    [12, 0.4],
    [13, 0.4],
    [1, 0.1],
    [17, 0.9],
  ]),
  defence: new Map([
    [12, -0.3],
    [13, 0],
    [1, -0.3],
  ]),
  promoted: { attack: -0.3, defence: 0.2 },
};

describe('season-start tiers', () => {
  it('fits on the matches before the first deadline once per season and promotes clubs new to the league', async () => {
    const asked: number[] = [];
    const tiersOf = createSeasonStartTiers({
      played: async (asOfMs) => {
        asked.push(asOfMs);
        return [match('2024-25', 1, 12), match('2024-25', 13, 1), match('2023-24', 17, 1)];
      },
      fit: () => strengths,
    });
    const season = bootstrap([]);
    const first = await tiersOf(season);
    await tiersOf(season);
    expect(asked).toEqual([Date.parse(season.events[0]!.deadline_time)]);
    expect(first?.season).toBe('2025-26');
    // Attack mean (0.4 + 0.4 + 0.1 - 0.3) / 4 = 0.15: LIV and MCI +0.25 elite, ARS -0.05 average.
    expect([...(first?.tiers.attack ?? [])]).toEqual([
      [1, 'average'],
      [12, 'elite'],
      [13, 'elite'],
      [17, 'promoted'],
    ]);
  });

  it('has no tiers when no previous season is stored', async () => {
    const tiersOf = createSeasonStartTiers({ played: async () => [], fit: () => strengths });
    expect(await tiersOf(bootstrap([]))).toBeNull();
  });
});
