import { describe, expect, it } from 'vitest';
import { ownedPrices, type OwnedPriceInput } from './selling';

// Three owned players: 1 now 5.3m (5.0m at the start), 2 now 4.8m (5.0m), 3 now 10.0m (9.5m).
const base: OwnedPriceInput = {
  owned: [1, 2, 3],
  nowTenths: new Map([
    [1, 53],
    [2, 48],
    [3, 100],
  ]),
  startTenths: new Map([
    [1, 50],
    [2, 50],
    [3, 95],
  ]),
  transfers: [{ element_in: 3, element_in_cost: 97, event: 4, time: '2025-09-12T10:00:00Z' }],
  freeHitEvents: new Set(),
  fromSeasonStart: true,
};
const byId = (input: OwnedPriceInput) => new Map(ownedPrices(input).map((o) => [o.id, o]));

describe('selling prices from the transfer history', () => {
  it('a rise is shared half and half, rounded down to 0.1m; a fall is taken in full', () => {
    const prices = byId(base);
    // 5.0m -> 5.3m: half of 0.3m is 0.15m, rounded down to 0.1m: sells for 5.1m.
    expect(prices.get(1)).toMatchObject({ purchaseTenths: 50, sellTenths: 51, source: 'transfer_history' });
    expect(prices.get(2)).toMatchObject({ purchaseTenths: 50, sellTenths: 48 });
    // Bought in gameweek 4 for 9.7m, now 10.0m: sells for 9.8m.
    expect(prices.get(3)).toMatchObject({ purchaseTenths: 97, sellTenths: 98 });
  });

  it('the latest purchase counts, and a Free Hit week is not one', () => {
    const transfers = [
      { element_in: 3, element_in_cost: 97, event: 4 },
      { element_in: 3, element_in_cost: 99, event: 9, time: '2025-10-30T10:00:00Z' },
      { element_in: 3, element_in_cost: 90, event: 9, time: '2025-10-30T09:00:00Z' },
      { element_in: 1, element_in_cost: 52, event: 12 },
    ];
    const prices = byId({ ...base, transfers, freeHitEvents: new Set([12]) });
    expect(prices.get(3)?.purchaseTenths).toBe(99);
    expect(prices.get(1)?.purchaseTenths).toBe(50);
  });

  it('falls back to the current price, and says so, when the history cannot tell', () => {
    const unreadable = byId({ ...base, transfers: null });
    expect([...unreadable.values()].map((o) => [o.sellTenths, o.source])).toEqual([
      [53, 'current_price'],
      [48, 'current_price'],
      [100, 'current_price'],
    ]);
    // A team first picked in gameweek 5: its first players' prices then are not known.
    const late = byId({ ...base, fromSeasonStart: false });
    expect(late.get(1)).toMatchObject({ sellTenths: 53, source: 'current_price' });
    expect(late.get(3)).toMatchObject({ sellTenths: 98, source: 'transfer_history' });
  });
});
