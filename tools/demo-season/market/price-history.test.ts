import { beforeAll, describe, expect, it } from 'vitest';
import { priceHistoryFileSchema, type PriceHistoryFile } from '@contracts/price-history-file';
import { simulateCurrent, type CurrentSeason } from '../seasons/current';
import { priceHistoryFile } from './price-history';

describe('the demo price history (seed 2025, frozen before GW5)', () => {
  let cs: CurrentSeason;
  let file: PriceHistoryFile;
  beforeAll(() => {
    cs = simulateCurrent(2025, 5);
    file = priceHistoryFileSchema.parse(JSON.parse(JSON.stringify(priceHistoryFile(cs))));
  }, 120_000);

  it('has the GW1 deadline’s day, then one per nightly update, in order, every player on each', () => {
    const dates = file.days.map((d) => d.date);
    expect(file.season).toBe('2025-26');
    expect(dates[0]).toBe(new Date(cs.deadline(1)).toISOString().slice(0, 10));
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    for (const day of file.days) expect(day.players).toHaveLength(cs.world.players.length);
    const updates = cs.market.players.get(cs.world.players[0]!.id)!.updates;
    expect(file.days).toHaveLength(1 + updates.length);
  });

  it('starts at the start prices and ends at the prices and transfer totals of the snapshot', () => {
    const first = new Map(file.days[0]!.players.map((p) => [p[0], p]));
    const last = new Map(file.days.at(-1)!.players.map((p) => [p[0], p]));
    for (const p of cs.world.players) {
      const m = cs.market.players.get(p.id)!;
      expect(first.get(p.id)?.[1]).toBe(p.startCost);
      const [, price, , tin, tout] = last.get(p.id)!;
      expect(price).toBe(m.now.price);
      // the last update was before the snapshot: the totals can only have grown since
      expect(tin).toBeLessThanOrEqual(m.transfersIn.reduce((a, b) => a + b, 0) + m.now.eventIn);
      expect(tout).toBeLessThanOrEqual(m.transfersOut.reduce((a, b) => a + b, 0) + m.now.eventOut);
    }
  });

  it('moves a price at most 0.1 a day, and transfer totals never go down', () => {
    let changes = 0;
    for (let i = 1; i < file.days.length; i++) {
      const before = new Map(file.days[i - 1]!.players.map((p) => [p[0], p]));
      for (const [id, price, , tin, tout] of file.days[i]!.players) {
        const prev = before.get(id)!;
        expect(Math.abs(price - prev[1])).toBeLessThanOrEqual(1);
        if (price !== prev[1]) changes++;
        expect(tin).toBeGreaterThanOrEqual(prev[3]);
        expect(tout).toBeGreaterThanOrEqual(prev[4]);
      }
    }
    expect(changes).toBeGreaterThan(0);
  });
});
