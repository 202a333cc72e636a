import { describe, expect, it } from 'vitest';
import { fitMinutesModel } from './minutes-model';
import { projectGameweek, type PlayerContext } from './project';
import { rulesFor } from './scoring-rules';

const model = fitMinutesModel(Array.from({ length: 50 }, () => Array<number>(10).fill(90)));
const player: PlayerContext = {
  position: 3,
  recentMinutes: [90, 90, 90, 90, 90],
  recentElsewhere: 0,
  goalShare: 0.2,
  assistShare: 0.2,
  rates: {
    bonusPer90: 0.3,
    yellowPer90: 0.1,
    redPer90: 0,
    ownGoalsPer90: 0,
    savesPerConceded: 0,
    defconRate: 0.2,
  },
  availability: { status: 'a', chanceNextRound: null },
};
const match = { teamGoals: 1.6, teamAssists: 1.3, teamConceded: 1.1 };
const rules = rulesFor('2025-26');

describe('projectGameweek', () => {
  it('sums a double gameweek and gives a blank 0', () => {
    const single = projectGameweek(rules, model, player, [match], 1);
    const double = projectGameweek(rules, model, player, [match, match], 1);
    expect(double.points).toBeCloseTo(2 * single.points, 10);
    expect(projectGameweek(rules, model, player, [], 1).points).toBe(0);
    expect(single.points).toBeGreaterThan(2);
  });

  it('gives an injured player 0 next gameweek but not later; a player who left the league 0 always', () => {
    const injured = { ...player, availability: { status: 'i', chanceNextRound: 0 } };
    expect(projectGameweek(rules, model, injured, [match], 1).points).toBe(0);
    expect(projectGameweek(rules, model, injured, [match], 2).points).toBeGreaterThan(2);
    const gone = { ...player, availability: { status: 'u', chanceNextRound: null } };
    expect(projectGameweek(rules, model, gone, [match], 4).points).toBe(0);
  });
});
