import { describe, expect, it } from 'vitest';
import { alertTypesFor, detectChanges } from './changes';

describe('detectChanges', () => {
  it('reports players whose price differs between consecutive captures, with the signed amount', () => {
    const previous = [
      { playerId: 1, price: 55 },
      { playerId: 2, price: 80 },
      { playerId: 3, price: 100 },
    ];
    const current = [
      { playerId: 1, price: 56 },
      { playerId: 2, price: 80 },
      { playerId: 3, price: 98 },
      { playerId: 4, price: 45 }, // new signing: no previous price
    ];
    expect(detectChanges(previous, current)).toEqual([
      { playerId: 1, oldPrice: 55, newPrice: 56, changeAmount: 1 },
      { playerId: 3, oldPrice: 100, newPrice: 98, changeAmount: -2 },
    ]);
  });
});

describe('alertTypesFor', () => {
  const rise = { playerId: 1, oldPrice: 84, newPrice: 85, changeAmount: 1 };
  const fall = { playerId: 1, oldPrice: 85, newPrice: 84, changeAmount: -1 };
  const none = { alertOnRise: false, alertOnFall: false, targetPrice: null };

  it('raises rise and fall alerts only when asked for', () => {
    expect(alertTypesFor(rise, { ...none, alertOnRise: true })).toEqual(['rise']);
    expect(alertTypesFor(rise, { ...none, alertOnFall: true })).toEqual([]);
    expect(alertTypesFor(fall, { ...none, alertOnFall: true })).toEqual(['fall']);
    expect(alertTypesFor(fall, none)).toEqual([]);
  });

  it('raises a target alert when the move reaches the target from either side', () => {
    expect(alertTypesFor(rise, { ...none, targetPrice: 85 })).toEqual(['target']);
    expect(alertTypesFor(fall, { ...none, targetPrice: 84 })).toEqual(['target']);
    expect(alertTypesFor(rise, { ...none, targetPrice: 86 })).toEqual([]);
    // already at the target before the move: nothing new reached
    expect(alertTypesFor(fall, { ...none, targetPrice: 85 })).toEqual([]);
    expect(alertTypesFor(rise, { alertOnRise: true, alertOnFall: true, targetPrice: 85 })).toEqual([
      'rise',
      'target',
    ]);
  });
});
