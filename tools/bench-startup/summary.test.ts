import { describe, expect, it } from 'vitest';
import { summarise } from './summary';

describe('bench:startup summary', () => {
  it('gives each path its count, 99th percentile and slowest answer, and says whether it stayed under 100 ms', () => {
    const quick = Array.from({ length: 100 }, (_, i) => 1 + i / 10);
    const table = summarise({ '/api/status': quick, '/api/slow': [...quick.slice(1), 250] }).split('\n');
    expect(table[2]).toBe('| /api/status | 100 | 11 ms | 11 ms | yes |');
    expect(table[3]).toBe('| /api/slow | 100 | 250 ms | 250 ms | no |');
  });
});
