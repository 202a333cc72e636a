import { describe, expect, it } from 'vitest';
import { seededRandom } from '@/test/seeded-random';
import { compareText } from './compare-text';

const collator = new Intl.Collator('en');

describe('compareText', () => {
  it('orders names as English alphabetical order does', () => {
    const names = [
      "Nott'm Forest",
      'Newcastle',
      'Man Utd',
      'Man City',
      'Manchester',
      'Alexander-Arnold',
      'alexander',
      'Alexander',
      'Ødegaard',
      'Odegaard',
      'Gyökeres',
      'Gyokeres',
      'Son',
      "O'Brien",
      'Obi',
      '10 Hag',
      'Ten Hag',
      'Zaha',
      'Émile Smith Rowe',
      'Smith Rowe',
    ];
    expect([...names].sort(compareText)).toEqual([...names].sort(collator.compare));
  });

  it('agrees with Intl.Collator on every pair of many random ASCII strings', () => {
    const next = seededRandom(46);
    const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
    // Mostly letters in both cases, so equal-but-for-case and prefix pairs come up often.
    const alphabet = [...printable, ...'aAbBeEsS'.repeat(8)];
    const word = () =>
      Array.from(
        { length: Math.floor(next() * 5) },
        () => alphabet[Math.floor(next() * alphabet.length)],
      ).join('');
    for (let i = 0; i < 20_000; i++) {
      const a = word();
      const b = next() < 0.3 ? a.toUpperCase() : word();
      expect([a, b, Math.sign(compareText(a, b))]).toEqual([a, b, Math.sign(collator.compare(a, b))]);
    }
  });
});
