import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { historicalMultiplier, positionAveragesPer90 } from './historical-multiplier';

describe('historicalMultiplier', () => {
  it('uses the last 3 seasons, shrinks by minutes and scales by 0.25', () => {
    const seasons = [
      { points: 50, minutes: 900 }, // oldest: left out
      { points: 150, minutes: 2700 },
      { points: 200, minutes: 3000 },
      { points: 180, minutes: 2880 },
    ];
    // points 530, minutes 8580: per90 = 530 / 8580 x 90 = 5.5594; ratio = 5.5594 / 4 = 1.38986
    // weight = 8580 / (8580 + 1800) = 0.82659; multiplier = 1 + 0.25 x 0.82659 x 0.38986 = 1.08056
    const result = historicalMultiplier(seasons, 4);
    expect(result.multiplier).toBeCloseTo(1.08056, 5);
    expect(result.per90).toBeCloseTo(5.5594, 4);
    expect(result).toMatchObject({ positionPer90: 4, minutes: 8580, seasons: 3 });
  });

  it('keeps a small sample close to 1', () => {
    // per90 = 30 / 450 x 90 = 6; ratio 1.5; weight = 450 / 2250 = 0.2; 1 + 0.25 x 0.2 x 0.5 = 1.025
    expect(historicalMultiplier([{ points: 30, minutes: 450 }], 4).multiplier).toBeCloseTo(1.025, 10);
  });

  it('bounds the multiplier to 0.85..1.15', () => {
    const star = Array.from({ length: 3 }, () => ({ points: 300, minutes: 3000 }));
    // per90 9, ratio 2.25, weight 9000 / 10800 = 0.8333: 1 + 0.25 x 0.8333 x 1.25 = 1.26 -> 1.15
    expect(historicalMultiplier(star, 4).multiplier).toBe(1.15);
    const blank = Array.from({ length: 3 }, () => ({ points: 0, minutes: 3000 }));
    // ratio 0: 1 - 0.25 x 0.8333 = 0.79 -> 0.85
    expect(historicalMultiplier(blank, 4).multiplier).toBe(0.85);
  });

  it('is 1 without history or without a position average', () => {
    expect(historicalMultiplier([], 4)).toEqual({
      multiplier: 1,
      per90: null,
      positionPer90: 4,
      minutes: 0,
      seasons: 0,
    });
    expect(historicalMultiplier([{ points: 0, minutes: 0 }], 4).multiplier).toBe(1);
    expect(historicalMultiplier([{ points: 100, minutes: 2000 }], 0)).toMatchObject({
      multiplier: 1,
      per90: 4.5,
    });
  });

  it('honours its options', () => {
    // All 4 seasons, full sensitivity: points 580, minutes 9480; per90 5.5063; ratio 1.37658;
    // weight 9480 / 11280 = 0.84043; 1 + 0.84043 x 0.37658 = 1.3165, within a 0.5..1.5 bound
    const seasons = [
      { points: 50, minutes: 900 },
      { points: 150, minutes: 2700 },
      { points: 200, minutes: 3000 },
      { points: 180, minutes: 2880 },
    ];
    const result = historicalMultiplier(seasons, 4, { recentSeasons: 4, sensitivity: 1, min: 0.5, max: 1.5 });
    expect(result.multiplier).toBeCloseTo(1.3165, 4);
  });

  it('always stays within its bounds', () => {
    const season = fc.record({
      points: fc.integer({ min: -20, max: 400 }),
      minutes: fc.integer({ min: 0, max: 3420 }),
    });
    fc.assert(
      fc.property(
        fc.array(season, { maxLength: 6 }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (seasons, avg) => {
          const { multiplier } = historicalMultiplier(seasons, avg);
          return multiplier >= 0.85 && multiplier <= 1.15;
        },
      ),
      { seed: 20250815 },
    );
  });
});

describe('positionAveragesPer90', () => {
  it('pools points and minutes per position', () => {
    const rows = [
      { elementType: 3, points: 200, minutes: 3000 },
      { elementType: 3, points: 10, minutes: 600 },
      { elementType: 4, points: 150, minutes: 2700 },
      { elementType: 1, points: 0, minutes: 0 },
    ];
    // MID: 210 / 3600 x 90 = 5.25; FWD: 150 / 2700 x 90 = 5; GK has no minutes
    expect(positionAveragesPer90(rows)).toEqual({ 3: 5.25, 4: 5 });
  });
});
