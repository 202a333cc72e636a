import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { captainRecommendation, captainScore } from './captain-score';
import type { ScorePlayer } from './player';
import { transferRecommendation, transferScore } from './transfer-score';

const player: fc.Arbitrary<ScorePlayer> = fc.record({
  elementType: fc.integer({ min: 1, max: 4 }),
  nowCostTenths: fc.integer({ min: 35, max: 160 }),
  form: fc.double({ min: -5, max: 30, noNaN: true }),
  pointsPerGame: fc.double({ min: -2, max: 20, noNaN: true }),
  totalPoints: fc.integer({ min: -10, max: 400 }),
  minutes: fc.integer({ min: 0, max: 3420 }),
  influence: fc.double({ min: 0, max: 2000, noNaN: true }),
  creativity: fc.double({ min: 0, max: 2000, noNaN: true }),
  threat: fc.double({ min: 0, max: 3000, noNaN: true }),
  ictIndex: fc.double({ min: 0, max: 500, noNaN: true }),
  transfersInEvent: fc.integer({ min: 0, max: 3_000_000 }),
  transfersOutEvent: fc.integer({ min: 0, max: 3_000_000 }),
  selectedByPercent: fc.double({ min: 0, max: 100, noNaN: true }),
  chanceOfPlayingNextRound: fc.option(fc.integer({ min: 0, max: 100 })),
  status: fc.constantFrom('a', 'd', 'i', 's', 'u', 'n'),
});
const fixtures = fc.array(fc.record({ difficulty: fc.integer({ min: 1, max: 5 }), home: fc.boolean() }), {
  maxLength: 8,
});
const multiplier = fc.double({ min: 0.85, max: 1.15, noNaN: true });
const inRange = (v: number) => v >= 0 && v <= 10;
const options = { seed: 90210, numRuns: 500 };

describe('score bounds (property)', () => {
  it('the transfer score and each of its parts stay within 0..10, banded by the score', () => {
    fc.assert(
      fc.property(player, fixtures, fc.integer({ min: 0, max: 38 }), multiplier, (p, f, gws, m) => {
        const result = transferScore({
          player: p,
          fixtures: f,
          finishedGameweeks: gws,
          historicalMultiplier: m,
        });
        expect(inRange(result.score)).toBe(true);
        expect(Object.values(result.parts).every((part) => inRange(part.value))).toBe(true);
        expect(result.injuryPenalty).toBeGreaterThanOrEqual(0);
        expect(result.injuryPenalty).toBeLessThanOrEqual(3);
        expect(result.recommendation).toBe(transferRecommendation(result.score).recommendation);
      }),
      options,
    );
  });

  it('the captain score and each of its parts stay within 0..10, banded by the score', () => {
    fc.assert(
      fc.property(player, fixtures, multiplier, (p, f, m) => {
        const result = captainScore({ player: p, nextFixtures: f.slice(0, 2), historicalMultiplier: m });
        expect(inRange(result.score)).toBe(true);
        expect(Object.values(result.parts).every((part) => inRange(part.value))).toBe(true);
        expect(result.recommendation).toBe(captainRecommendation(result.score).recommendation);
      }),
      options,
    );
  });
});
