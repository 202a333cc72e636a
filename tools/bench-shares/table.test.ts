import { describe, expect, it } from 'vitest';
import { sharesTable } from './table';

describe('bench:shares table', () => {
  it('prints the cold answer and its CPU time apart from the median and slowest warm answers', () => {
    const table = sharesTable([
      {
        path: '/api/goal-share-season',
        status: 200,
        bytes: 1234,
        cold: 1830.4,
        coldCpu: 1210,
        warm: [12, 30, 8, 10],
      },
      { path: '/api/season-projections', status: 503, bytes: 80, cold: 5, coldCpu: null, warm: [] },
    ]).split('\n');
    expect(table[2]).toBe('| /api/goal-share-season | 200 | 1234 | 1830 ms | 1210 ms | 11 ms | 30 ms |');
    expect(table[3]).toBe('| /api/season-projections | 503 | 80 | 5 ms | - | - | - |');
  });
});
