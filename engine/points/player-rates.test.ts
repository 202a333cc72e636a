import { describe, expect, it } from 'vitest';
import type { PositionId } from '@contracts/game/positions';
import { mulberry32 } from '../random/stream';
import {
  playerRates,
  PRIOR_WEIGHT,
  RATE_DECAY_PER_DAY,
  rateTable,
  ratesAt,
  type PlayerRates,
  type RateRow,
} from './player-rates';
import { defconThreshold } from './scoring-rules';

const DAY = 86_400_000;
const row = (player: number, over: Partial<RateRow>): RateRow => ({
  player,
  position: 3,
  kickoffMs: 0,
  minutes: 90,
  saves: 0,
  teamConceded: 1,
  bonus: 0,
  yellowCards: 0,
  redCards: 0,
  ownGoals: 0,
  defensiveContribution: null,
  ...over,
});

describe('playerRates', () => {
  it('shrinks a player with little time toward his position and trusts a long record', () => {
    // Position pool: player 1 with 1 bonus in each of 40 matches, player 2 with 0 in 40 matches.
    const rows = [
      ...Array.from({ length: 40 }, () => row(1, { bonus: 1 })),
      ...Array.from({ length: 40 }, () => row(2, {})),
      row(3, { bonus: 3 }),
    ];
    // One millisecond after the matches: no decay to speak of.
    const rates = playerRates(
      rows,
      new Map([
        [1, 3],
        [2, 3],
        [3, 3],
      ] as const),
      1,
    );
    const prior = 43 / 81; // pooled bonus per 90 of the position
    const k = PRIOR_WEIGHT.bonusPer90;
    expect(rates.get(3)!.bonusPer90).toBeCloseTo((3 + k * prior) / (1 + k), 10);
    expect(rates.get(1)!.bonusPer90).toBeGreaterThan(0.85);
    expect(rates.get(2)!.bonusPer90).toBeLessThan(0.15);
  });

  it('ignores rows at or after the origin and unplayed rows', () => {
    const rows = [row(1, { kickoffMs: 10 * DAY, bonus: 3 }), row(1, { minutes: 0, bonus: 3 })];
    expect(playerRates(rows, new Map([[1, 3]] as const), 5 * DAY).get(1)!.bonusPer90).toBe(0);
  });

  it('counts defensive contributions only in 60+ minute matches, against the position threshold', () => {
    const rows = [
      row(1, { position: 2, defensiveContribution: 10 }),
      row(1, { position: 2, defensiveContribution: 9 }),
      row(1, { position: 2, minutes: 30, defensiveContribution: 15 }),
    ];
    // Pool and player: one of two 60+ matches reached 10, so the shrunk rate stays one half.
    expect(playerRates(rows, new Map([[1, 2]] as const), DAY).get(1)!.defconRate).toBeCloseTo(0.5, 10);
  });

  it("measures a keeper's saves per goal conceded while he played", () => {
    const rows = Array.from({ length: 200 }, () => row(1, { position: 1, saves: 3, teamConceded: 1 }));
    expect(playerRates(rows, new Map([[1, 1]] as const), DAY).get(1)!.savesPerConceded).toBeCloseTo(3, 10);
  });
});

/**
 * The definition written out plainly (the model before its rows became a table): each rate's
 * count and exposure summed over the rows before the origin in their order, the player's own
 * weighted by age, then shrunk toward the position's pooled rate.
 */
function plainRates(rows: readonly RateRow[], positions: ReadonlyMap<number, PositionId>, asOfMs: number) {
  type Sums = Record<keyof PlayerRates, { count: number; exposure: number }>;
  const keys = Object.keys(PRIOR_WEIGHT) as (keyof PlayerRates)[];
  const empty = () => Object.fromEntries(keys.map((k) => [k, { count: 0, exposure: 0 }])) as Sums;
  const add = (s: Sums, r: RateRow, weight: number) => {
    const nineties = Math.min(r.minutes, 90) / 90;
    for (const [key, count] of [
      ['bonusPer90', r.bonus],
      ['yellowPer90', r.yellowCards],
      ['redPer90', r.redCards],
      ['ownGoalsPer90', r.ownGoals],
    ] as const) {
      s[key].count += weight * count;
      s[key].exposure += weight * nineties;
    }
    if (r.position === 1) {
      s.savesPerConceded.count += weight * r.saves;
      s.savesPerConceded.exposure += weight * r.teamConceded * nineties;
    }
    const threshold = defconThreshold(r.position);
    if (r.minutes >= 60 && threshold !== null && r.defensiveContribution !== null) {
      s.defconRate.count += weight * (r.defensiveContribution >= threshold ? 1 : 0);
      s.defconRate.exposure += weight;
    }
  };
  const pooled = new Map<PositionId, Sums>();
  const own = new Map<number, Sums>();
  for (const r of rows) {
    if (r.minutes <= 0 || r.kickoffMs >= asOfMs) continue;
    if (!pooled.has(r.position)) pooled.set(r.position, empty());
    add(pooled.get(r.position)!, r, 1);
    if (!positions.has(r.player)) continue;
    if (!own.has(r.player)) own.set(r.player, empty());
    add(own.get(r.player)!, r, Math.exp((-RATE_DECAY_PER_DAY * (asOfMs - r.kickoffMs)) / DAY));
  }
  const ratio = (x: { count: number; exposure: number }) => (x.exposure > 0 ? x.count / x.exposure : 0);
  return new Map(
    [...positions].map(([player, position]) => {
      const mine = own.get(player) ?? empty();
      const prior = pooled.get(position) ?? empty();
      const k0 = (key: keyof PlayerRates) => PRIOR_WEIGHT[key];
      const rate = (key: keyof PlayerRates) =>
        (mine[key].count + k0(key) * ratio(prior[key])) / (mine[key].exposure + k0(key));
      return [player, Object.fromEntries(keys.map((key) => [key, rate(key)])) as unknown as PlayerRates];
    }),
  );
}

describe('rates from a table built once', () => {
  // Forty players over a season and a half, matches out of kick-off order (a postponed match is
  // listed with its gameweek), some unplayed, keepers, defensive contributions recorded or not.
  const random = mulberry32(7);
  const pick = (n: number) => Math.floor(random() * n);
  const rows: RateRow[] = Array.from({ length: 3000 }, (_, i) => {
    const player = 100 + pick(40);
    const position = ((player % 4) + 1) as PositionId;
    return {
      player,
      position: random() < 0.05 ? (((position % 4) + 1) as PositionId) : position, // moved position
      kickoffMs: Math.floor(i / 20) * 7 * DAY + (random() < 0.1 ? pick(60) * DAY : pick(3) * DAY),
      minutes: random() < 0.3 ? 0 : 1 + pick(95),
      saves: position === 1 ? pick(7) : 0,
      teamConceded: pick(5),
      bonus: random() < 0.15 ? 1 + pick(3) : 0,
      yellowCards: random() < 0.1 ? 1 : 0,
      redCards: random() < 0.01 ? 1 : 0,
      ownGoals: random() < 0.01 ? 1 : 0,
      defensiveContribution: i < 1500 ? null : pick(20),
    };
  });
  // Some players asked for have no rows at all, some rows are of players not asked for.
  const positions = new Map<number, PositionId>(
    Array.from({ length: 45 }, (_, i) => [95 + i, ((i % 4) + 1) as PositionId]),
  );
  const table = rateTable(rows);

  it('gives every origin the figures of the plain definition, to the last bit', () => {
    for (let origin = 0; origin <= 160; origin += 9) {
      const asOfMs = origin * 7 * DAY + pick(DAY);
      const plain = plainRates(rows, positions, asOfMs);
      if (origin > 0) expect(plain.get(120)!.bonusPer90).not.toBe(plain.get(121)!.bonusPer90); // not priors alone
      expect(ratesAt(table, positions, asOfMs)).toEqual(plain);
    }
  });

  it('gives the same from the rows directly', () => {
    const asOfMs = 100 * 7 * DAY;
    expect(playerRates(rows, positions, asOfMs)).toEqual(plainRates(rows, positions, asOfMs));
  });
});
