import { describe, expect, it } from 'vitest';
import { playerRates, PRIOR_WEIGHT, type RateRow } from './player-rates';

const DAY = 86_400_000;
const row = (player: number, over: Partial<RateRow>): RateRow => ({
  player,
  position: 3,
  kickoffMs: 0,
  minutes: 90,
  saves: 0,
  teamConceded: 1,
  bonus: 0,
  yellowCards: 0,
  redCards: 0,
  ownGoals: 0,
  defensiveContribution: null,
  ...over,
});

describe('playerRates', () => {
  it('shrinks a player with little time toward his position and trusts a long record', () => {
    // Position pool: player 1 with 1 bonus in each of 40 matches, player 2 with 0 in 40 matches.
    const rows = [
      ...Array.from({ length: 40 }, () => row(1, { bonus: 1 })),
      ...Array.from({ length: 40 }, () => row(2, {})),
      row(3, { bonus: 3 }),
    ];
    // One millisecond after the matches: no decay to speak of.
    const rates = playerRates(
      rows,
      new Map([
        [1, 3],
        [2, 3],
        [3, 3],
      ] as const),
      1,
    );
    const prior = 43 / 81; // pooled bonus per 90 of the position
    const k = PRIOR_WEIGHT.bonusPer90;
    expect(rates.get(3)!.bonusPer90).toBeCloseTo((3 + k * prior) / (1 + k), 10);
    expect(rates.get(1)!.bonusPer90).toBeGreaterThan(0.85);
    expect(rates.get(2)!.bonusPer90).toBeLessThan(0.15);
  });

  it('ignores rows at or after the origin and unplayed rows', () => {
    const rows = [row(1, { kickoffMs: 10 * DAY, bonus: 3 }), row(1, { minutes: 0, bonus: 3 })];
    expect(playerRates(rows, new Map([[1, 3]] as const), 5 * DAY).get(1)!.bonusPer90).toBe(0);
  });

  it('counts defensive contributions only in 60+ minute matches, against the position threshold', () => {
    const rows = [
      row(1, { position: 2, defensiveContribution: 10 }),
      row(1, { position: 2, defensiveContribution: 9 }),
      row(1, { position: 2, minutes: 30, defensiveContribution: 15 }),
    ];
    // Pool and player: one of two 60+ matches reached 10, so the shrunk rate stays one half.
    expect(playerRates(rows, new Map([[1, 2]] as const), DAY).get(1)!.defconRate).toBeCloseTo(0.5, 10);
  });

  it("measures a keeper's saves per goal conceded while he played", () => {
    const rows = Array.from({ length: 200 }, () => row(1, { position: 1, saves: 3, teamConceded: 1 }));
    expect(playerRates(rows, new Map([[1, 1]] as const), DAY).get(1)!.savesPerConceded).toBeCloseTo(3, 10);
  });
});
