import { describe, expect, it } from 'vitest';
import { leaguePercentile, percentileBand, standingWords } from './percentile';

describe('leaguePercentile', () => {
  it('is rank / members x 100', () => {
    expect(leaguePercentile(1, 29)).toBeCloseTo(3.448, 3);
    expect(leaguePercentile(29, 29)).toBe(100);
    expect(leaguePercentile(3, 12)).toBe(25);
  });
  it('is unknown without a rank or without members', () => {
    expect(leaguePercentile(0, 29)).toBeNull();
    expect(leaguePercentile(4, 0)).toBeNull();
  });
});

describe('percentileBand', () => {
  it('is Excellent up to and including 10', () => {
    expect(percentileBand(3.4)).toBe('Excellent');
    expect(percentileBand(10)).toBe('Excellent');
  });
  it('is Above Average above 10 up to and including 50', () => {
    expect(percentileBand(10.01)).toBe('Above Average');
    expect(percentileBand(50)).toBe('Above Average');
  });
  it('is Below Average above 50', () => {
    expect(percentileBand(50.5)).toBe('Below Average');
    expect(percentileBand(100)).toBe('Below Average');
  });
});

describe('standingWords', () => {
  it('says Top in the better half and Bottom in the worse, never 100% for last place', () => {
    expect(standingWords(1, 29)).toBe('Top 3.4%');
    expect(standingWords(2, 5)).toBe('Top 40.0%');
    expect(standingWords(29, 29)).toBe('Bottom 3.4%');
    expect(standingWords(4, 5)).toBe('Bottom 40.0%');
  });
  it('is unknown without members', () => {
    expect(standingWords(3, 0)).toBeNull();
  });
});
