import { describe, expect, it } from 'vitest';
import { fdrQuerySchema } from './fixture-difficulty';
import {
  PRICE_RANGES,
  captainQuerySchema,
  priceFilterSchema,
  transferPlannerQuerySchema,
} from './player-scores';

describe('player screen queries', () => {
  it('accept exactly the price ranges listed, plus all', () => {
    expect(priceFilterSchema.options).toEqual(['all', ...PRICE_RANGES.map((r) => r.id)]);
  });

  it("default to the screens' first view", () => {
    expect(transferPlannerQuerySchema.parse({})).toEqual({ type: 'in', position: 'all', price: 'all' });
    expect(captainQuerySchema.parse({})).toEqual({ strategy: 'safe', position: 'all' });
    // The range is the server's default (the next gameweek to be played) unless asked for.
    expect(fdrQuerySchema.parse({})).toEqual({ mode: 'balanced', sort: 'name' });
    expect(fdrQuerySchema.parse({ start: '38', end: '38' })).toMatchObject({ start: 38, end: 38 });
  });
});
