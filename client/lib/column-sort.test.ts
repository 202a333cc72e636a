import { describe, expect, it } from 'vitest';
import { columnSorting } from './column-sort';

describe('columnSorting', () => {
  const { sortBy, nextSort } = columnSorting<'name' | 'points'>((key) => (key === 'name' ? 'asc' : 'desc'));

  it('starts each column in its own first direction', () => {
    expect(sortBy('name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'points')).toEqual({
      key: 'points',
      direction: 'desc',
    });
    expect(nextSort({ key: 'points', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });

  it('reverses the column that already sorts, both ways', () => {
    expect(nextSort({ key: 'points', direction: 'desc' }, 'points')).toEqual({
      key: 'points',
      direction: 'asc',
    });
    expect(nextSort({ key: 'points', direction: 'asc' }, 'points')).toEqual({
      key: 'points',
      direction: 'desc',
    });
  });
});
