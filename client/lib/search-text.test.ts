import { describe, expect, it } from 'vitest';
import { searchMatcher } from './search-text';

describe('searchMatcher', () => {
  it('finds names whatever their accents and case', () => {
    expect(searchMatcher('odegaard')(['Ødegaard', 'Arsenal'])).toBe(true);
    expect(searchMatcher('MAGALHAES')(['Gabriel Magalhães'])).toBe(true);
    expect(searchMatcher('  müller ')(['Thomas Muller'])).toBe(true);
  });

  it('matches any of the texts, and every row on an empty search', () => {
    expect(searchMatcher('ars')(['Saka', 'Arsenal'])).toBe(true);
    expect(searchMatcher('che')(['Saka', 'Arsenal'])).toBe(false);
    expect(searchMatcher('  ')(['Saka'])).toBe(true);
  });
});
