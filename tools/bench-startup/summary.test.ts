import { describe, expect, it } from 'vitest';
import { summarise } from './summary';

describe('bench:startup summary', () => {
  it('sets the cold first answer apart and judges the slowest of the others against 100 ms', () => {
    const quick = Array.from({ length: 100 }, (_, i) => 1 + i / 10);
    const table = summarise({
      '/api/status': [400, ...quick],
      '/api/slow': [5, ...quick.slice(1), 250],
    }).split('\n');
    expect(table[2]).toBe('| /api/status | 101 | 400 ms | 11 ms | 11 ms | yes |');
    expect(table[3]).toBe('| /api/slow | 101 | 5 ms | 250 ms | 250 ms | no |');
  });
});
