import { describe, expect, it } from 'vitest';
import type { SeasonHistory } from './history';
import { deadlinePlayers, discounted } from './season';

// Player 1 rises from 50 to 53 by GW5; player 2 has no row after GW2 (left the league or blanks).
const prices: Record<number, Record<number, number>> = {
  1: { 1: 50, 2: 51, 3: 52, 4: 52, 5: 53 },
  2: { 1: 45, 2: 45 },
};
const history: SeasonHistory = {
  played: () => ({ points: 0, minutes: 0 }),
  price: (g, id) => prices[id]?.[g],
  crowd: () => undefined,
  ids: [1, 2],
  lastGameweek: 5,
};
const projected = [1, 2].map((id) => ({ id, club: id, position: 3 as const, xp: [4, 4] }));

describe('the players a backtest team may hold at a deadline', () => {
  it("buys at the gameweek's price and sells at the game's selling price", () => {
    const [p1] = deadlinePlayers(projected, history, 5, new Map([[1, 50]]));
    // Bought at 5.0m, now 5.3m: half the 0.3m rise, rounded down, is 0.1m.
    expect(p1).toMatchObject({ id: 1, priceTenths: 53, sellTenths: 51, xp: [4, 4] });
  });

  it('leaves out a player with no price for two gameweeks unless the team owns him', () => {
    expect(deadlinePlayers(projected, history, 3, new Map()).map((p) => p.id)).toEqual([1, 2]);
    expect(deadlinePlayers(projected, history, 5, new Map()).map((p) => p.id)).toEqual([1]);
    const owned = deadlinePlayers(projected, history, 5, new Map([[2, 45]]));
    // Gone from the game: sold at his last price, projected nothing (his old club still plays).
    expect(owned.find((p) => p.id === 2)).toMatchObject({ priceTenths: 45, sellTenths: 45, xp: [0, 0] });
    // A one-week blank is not leaving.
    expect(deadlinePlayers(projected, history, 3, new Map([[2, 45]]))[1]).toMatchObject({ xp: [4, 4] });
  });
});

describe('the discount on later weeks', () => {
  it("weighs each week ahead less than the one before, the deadline's week as projected", () => {
    const players = deadlinePlayers([{ ...projected[0]!, xp: [4, 4, 4] }], history, 5, new Map());
    const [p] = discounted(players, 0.5);
    expect(p).toMatchObject({ id: 1, priceTenths: 53 });
    expect(p!.xp).toEqual([4, 2, 1]);
    expect(discounted(players, 1)[0]!.xp).toEqual([4, 4, 4]);
  });
});
