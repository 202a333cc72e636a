import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, planParams } from './options';

describe('planParams', () => {
  it('sends only the options set', () => {
    expect(planParams(DEFAULT_OPTIONS, 30)).toEqual({ horizon: 3 });
    expect(planParams({ ...DEFAULT_OPTIONS, maxHits: '0' }, 30)).toEqual({ horizon: 3, max_hits: '0' });
  });

  it('sends a chip with a gameweek inside the horizon', () => {
    expect(planParams({ ...DEFAULT_OPTIONS, chip: 'bboost', chipGameweek: null }, 30)).toEqual({
      horizon: 3,
      chip: 'bboost',
      chip_gw: 30,
    });
    expect(planParams({ ...DEFAULT_OPTIONS, horizon: 2, chip: '3xc', chipGameweek: 34 }, 30)).toEqual({
      horizon: 2,
      chip: '3xc',
      chip_gw: 31,
    });
  });
});
