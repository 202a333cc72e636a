import { describe, expect, it } from 'vitest';
import type { PlayedMatch } from '../../../engine/match-model';
import { keptUntilReimport, type MatchesRepository } from './matches';

const match = (season: string, fixtureId: number, kickoff: string, homeGoals = 1): PlayedMatch => ({
  season,
  fixtureId,
  gameweek: 1,
  kickoffMs: Date.parse(kickoff),
  homeClub: 1,
  awayClub: 2,
  homeGoals,
  awayGoals: 0,
  homeXg: null,
  awayXg: null,
});

/** Two imported seasons; counts the repository's queries. */
function build() {
  const state = {
    stamps: new Map([
      ['2023-24', new Date('2026-01-01T00:00:00Z')],
      ['2024-25', new Date('2026-01-01T00:00:00Z')],
    ]),
    stored: [
      match('2023-24', 2, '2023-08-11T19:00:00Z'),
      match('2023-24', 1, '2023-08-11T19:00:00Z'),
      match('2024-25', 1, '2024-08-16T19:00:00Z'),
    ],
    asked: [] as string[][],
  };
  const repo: MatchesRepository = {
    played: async ({ seasons }) => {
      state.asked.push([...seasons]);
      return state.stored.filter((m) => seasons.includes(m.season));
    },
    countBySeason: async () => new Map(),
  };
  const stamps = async () => [...state.stamps].map(([label, importedAt]) => ({ label, importedAt }));
  return { kept: keptUntilReimport(repo, stamps), state };
}

describe('keptUntilReimport', () => {
  it('reads the seasons once, for concurrent and later reads alike, in kick-off then fixture order', async () => {
    const { kept, state } = build();
    const [a, b] = await Promise.all([
      kept.played({ seasons: ['2023-24', '2024-25'] }),
      kept.played({ seasons: ['2024-25', '2023-24'] }),
    ]);
    const later = await kept.played({ seasons: ['2024-25'] });
    expect(state.asked).toEqual([['2023-24', '2024-25']]);
    expect(a.map((m) => `${m.season}/${m.fixtureId}`)).toEqual(['2023-24/1', '2023-24/2', '2024-25/1']);
    expect(b).toEqual(a);
    expect(later.map((m) => m.season)).toEqual(['2024-25']);
  });

  it('reads a season again once it is imported again, and only that season', async () => {
    const { kept, state } = build();
    await kept.played({ seasons: ['2023-24', '2024-25'] });
    state.stamps.set('2024-25', new Date('2026-02-01T00:00:00Z'));
    state.stored = state.stored.map((m) => (m.season === '2024-25' ? { ...m, homeGoals: 3 } : m));
    const again = await kept.played({ seasons: ['2023-24', '2024-25'] });
    expect(state.asked).toEqual([['2023-24', '2024-25'], ['2024-25']]);
    expect(again.find((m) => m.season === '2024-25')!.homeGoals).toBe(3);
  });

  it('reads a season that was not imported again once it is', async () => {
    const { kept, state } = build();
    expect(await kept.played({ seasons: ['2022-23'] })).toEqual([]);
    await kept.played({ seasons: ['2022-23'] });
    state.stamps.set('2022-23', new Date('2026-03-01T00:00:00Z'));
    state.stored.push(match('2022-23', 5, '2022-08-05T19:00:00Z'));
    expect(await kept.played({ seasons: ['2022-23'] })).toHaveLength(1);
    expect(state.asked).toEqual([['2022-23'], ['2022-23']]);
  });
});
