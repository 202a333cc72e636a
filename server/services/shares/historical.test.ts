import { describe, expect, it } from 'vitest';
import type { SeasonRow } from '../../db/repositories/past-seasons';
import type { PlayerClubTotals } from '../../db/repositories/season-shares';
import { createHistoricalShares } from './historical';

const seasonRow = (importedAt: string): SeasonRow => ({
  label: '2023-24',
  importedAt: new Date(importedAt),
  source: 'test',
  playerCount: 1,
  gameweekRows: 1,
  origin: 'real',
});

const scorer = (goals: number): PlayerClubTotals => ({
  teamId: 1,
  playerId: 9,
  name: 'Haaland',
  position: 'FWD',
  minutes: 900,
  goals,
  assists: 2,
  xg: null,
  xa: null,
});

/** A season of one club and one player; counts the reads of the season's totals. */
function build() {
  const state = { imported: seasonRow('2026-01-01T00:00:00Z'), goals: 10, reads: 0 };
  const shares = createHistoricalShares({
    history: { listSeasons: async () => [state.imported] },
    shares: {
      playerClubTotals: async () => {
        state.reads++;
        return [scorer(state.goals)];
      },
      teamGoals: async () => [
        { teamId: 1, name: 'Manchester City', shortName: 'MCI', goals: state.goals + 1, ownGoalsFor: 1 },
      ],
    },
  });
  return { shares, state };
}

describe('past-season shares', () => {
  it('reads a season once for both measures, then answers from what it kept', async () => {
    const { shares, state } = build();
    const goals = await shares.goalShare('2023-24');
    expect(goals!.teams[0]!.players[0]!.goal_share).toBeCloseTo(10 / 11, 9);
    expect((await shares.assistShare('2023-24'))!.teams[0]!.assists).toBe(2);
    await shares.goalShare('2023-24');
    expect(state.reads).toBe(1);
  });

  it('reads the season again once it is imported again', async () => {
    const { shares, state } = build();
    await shares.goalShare('2023-24');
    state.imported = seasonRow('2026-02-01T00:00:00Z');
    state.goals = 20;
    const again = await shares.goalShare('2023-24');
    expect(again!.teams[0]!.goals).toBe(21);
    expect(state.reads).toBe(2);
  });

  it('answers null for a season never imported, without reading totals', async () => {
    const { shares, state } = build();
    expect(await shares.goalShare('2015-16')).toBeNull();
    expect(state.reads).toBe(0);
  });
});
