import { describe, expect, it } from 'vitest';
import { filterRows, NO_FILTERS } from './filters';
import { pageButtons, pageCount, pageSlice } from './pagination';
import { leader } from './quick-stats';
import { DEFAULT_SORT, nextSort, sortRows } from './sort';
import { row } from './test-rows';

describe('filters', () => {
  const rows = [
    row(1, { webName: 'Ødegaard', fullName: 'Martin Ødegaard', cost: 50 }),
    row(2, {
      webName: 'M.Salah',
      fullName: 'Mohamed Salah',
      teamId: 12,
      elementType: 3,
      cost: 145,
      status: 'doubtful',
    }),
    row(3, {
      webName: 'Gyökeres',
      fullName: 'Viktor Gyökeres',
      elementType: 4,
      cost: 51,
      status: 'unavailable',
    }),
  ];
  const ids = (f: Partial<typeof NO_FILTERS>) => filterRows(rows, { ...NO_FILTERS, ...f }).map((r) => r.id);

  it('searches the web name or the full name, ignoring case and accents', () => {
    expect(ids({ search: 'odegaard' })).toEqual([1]);
    expect(ids({ search: 'mohamed' })).toEqual([2]);
    expect(ids({ search: '  GYOKERES ' })).toEqual([3]);
    expect(ids({ search: 'zzz' })).toEqual([]);
  });

  it('filters by position, team, availability and inclusive price bounds', () => {
    expect(ids({ position: '4' })).toEqual([3]);
    expect(ids({ team: '12' })).toEqual([2]);
    expect(ids({ availability: 'doubtful' })).toEqual([2]);
    expect(ids({ price: '0-5' })).toEqual([1]);
    expect(ids({ price: '5-7' })).toEqual([1, 3]);
    expect(ids({ price: '10-15' })).toEqual([2]);
  });
});

describe('sorting', () => {
  it('toggles the same field and starts a new field descending', () => {
    expect(nextSort(DEFAULT_SORT, 'totalPoints')).toEqual({ key: 'totalPoints', direction: 'asc' });
    expect(nextSort({ key: 'totalPoints', direction: 'asc' }, 'totalPoints')).toEqual({
      key: 'totalPoints',
      direction: 'desc',
    });
    expect(nextSort({ key: 'goals', direction: 'asc' }, 'webName')).toEqual({
      key: 'webName',
      direction: 'desc',
    });
  });

  it('sorts numbers numerically with missing values as 0, names alphabetically', () => {
    const rows = [
      row(1, { form: 5, webName: 'b' }),
      row(2, { form: null, webName: 'a' }),
      row(3, { form: 10, webName: 'c' }),
    ];
    expect(sortRows(rows, { key: 'form', direction: 'desc' }).map((r) => r.id)).toEqual([3, 1, 2]);
    expect(sortRows(rows, { key: 'form', direction: 'asc' }).map((r) => r.id)).toEqual([2, 1, 3]);
    expect(sortRows(rows, { key: 'webName', direction: 'asc' }).map((r) => r.id)).toEqual([2, 1, 3]);
  });
});

describe('pagination', () => {
  it('has 20 rows a page', () => {
    expect(pageCount(841)).toBe(43);
    expect(pageCount(0)).toBe(1);
    const rows = Array.from({ length: 45 }, (_, i) => i);
    expect(pageSlice(rows, 3)).toEqual([40, 41, 42, 43, 44]);
  });

  it('shows five page buttons around the current page plus the last page', () => {
    expect(pageButtons(1, 43)).toEqual({ pages: [1, 2, 3, 4, 5], last: 43, gap: true });
    expect(pageButtons(10, 43)).toEqual({ pages: [8, 9, 10, 11, 12], last: 43, gap: true });
    expect(pageButtons(40, 43)).toEqual({ pages: [38, 39, 40, 41, 42], last: 43, gap: false });
    expect(pageButtons(43, 43)).toEqual({ pages: [39, 40, 41, 42, 43], last: null, gap: false });
    expect(pageButtons(1, 3)).toEqual({ pages: [1, 2, 3], last: null, gap: false });
  });
});

describe('quick stats', () => {
  it('names the leader, or nobody when all have 0', () => {
    const rows = [row(1, { goals: 3 }), row(2, { goals: 7, webName: 'Haaland' }), row(3, { goals: 7 })];
    expect(leader(rows, 'goals')).toEqual({ name: 'Haaland', value: 7 });
    expect(leader(rows, 'assists')).toBeNull();
    expect(leader([], 'totalPoints')).toBeNull();
  });
});
