import { describe, expect, it } from 'vitest';
import type { PlayedMatch } from '../../../engine/match-model/played-match';
import { sharingConcurrentReads, type MatchesRepository } from './matches';

const match = (season: string): PlayedMatch => ({
  season,
  fixtureId: 1,
  gameweek: 1,
  kickoffMs: Date.parse('2024-08-16T19:00:00Z'),
  homeClub: 1,
  awayClub: 2,
  homeGoals: 1,
  awayGoals: 0,
  homeXg: null,
  awayXg: null,
});

function counting() {
  const asked: string[][] = [];
  const repo: MatchesRepository = {
    played: async ({ seasons }) => {
      asked.push([...seasons]);
      return seasons.map(match);
    },
    countBySeason: async () => new Map(),
  };
  return { shared: sharingConcurrentReads(repo), asked };
}

describe('sharingConcurrentReads', () => {
  it('answers concurrent reads of the same seasons, in any order, with one query', async () => {
    const { shared, asked } = counting();
    const [a, b] = await Promise.all([
      shared.played({ seasons: ['2023-24', '2024-25'] }),
      shared.played({ seasons: ['2024-25', '2023-24'] }),
    ]);
    expect(asked).toHaveLength(1);
    expect(b).toEqual(a);
    expect(a.map((m) => m.season)).toEqual(['2023-24', '2024-25']);
  });

  it('queries again once the first read has answered, and for other seasons', async () => {
    const { shared, asked } = counting();
    await shared.played({ seasons: ['2024-25'] });
    await Promise.all([shared.played({ seasons: ['2024-25'] }), shared.played({ seasons: ['2023-24'] })]);
    expect(asked).toEqual([['2024-25'], ['2024-25'], ['2023-24']]);
  });
});
