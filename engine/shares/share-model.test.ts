import { describe, expect, it } from 'vitest';
import { toAppearances, type MatchRow } from './appearances';
import { backtestShares, poissonDeviance } from './backtest';
import { playerShares, positionPriors, type Appearance } from './share-model';
import type { PositionCode } from '@contracts/game/positions';

const DAY = 86_400_000;
const T0 = Date.UTC(2024, 7, 17);

function app(
  player: number,
  position: PositionCode,
  day: number,
  over: Partial<Appearance> = {},
): Appearance {
  return {
    player,
    position,
    club: 1,
    kickoffMs: T0 + day * DAY,
    minutes: 90,
    count: 0,
    expected: null,
    teamCount: 2,
    teamExpected: null,
    ...over,
  };
}

const settings = { expectedWeight: 0.5, decayPerDay: 0, priorStrength: 20 };

describe('position priors', () => {
  it('are goals per team goal while on the pitch: a forward with 1 of his team 4 goals in 90 minutes has 0.25', () => {
    const p = positionPriors([
      app(1, 'FWD', 0, { count: 1, teamCount: 4 }),
      app(2, 'DEF', 0, { teamCount: 4 }),
    ]);
    expect(p.FWD).toBe(0.25);
    expect(p.DEF).toBe(0);
    expect(p.MID).toBe(0);
  });

  it('count a substitute on for 45 minutes as half the team goals of exposure', () => {
    expect(positionPriors([app(1, 'MID', 0, { count: 1, teamCount: 4, minutes: 45 })]).MID).toBe(0.5);
  });
});

describe('player shares', () => {
  const priors = { GKP: 0, DEF: 0.03, MID: 0.1, FWD: 0.25 };

  it('a player never seen gets his position prior', () => {
    const shares = playerShares([], new Map([[9, 'FWD']]), priors, T0, settings);
    expect(shares.get(9)).toEqual({ share: 0.25, exposure: 0, elsewhere: 0 });
  });

  it('is shrunk toward the prior with the strength of 20 team goals', () => {
    // 20 team goals of exposure, 10 of them his: halfway between 0.5 and the prior 0.25.
    const rows = Array.from({ length: 10 }, (_, i) => app(1, 'FWD', i, { count: 1, teamCount: 2 }));
    const share = playerShares(rows, new Map([[1, 'FWD']]), priors, T0 + 30 * DAY, settings).get(1)!;
    expect(share.exposure).toBe(20);
    expect(share.share).toBeCloseTo(0.375, 12);
  });

  it('blends xG where measured, on both sides of the ratio, and ignores later matches', () => {
    const rows = [
      app(1, 'MID', 0, { count: 2, expected: 0.4, teamCount: 2, teamExpected: 2 }),
      app(1, 'MID', 40, { count: 5, teamCount: 5 }),
    ];
    const share = playerShares(rows, new Map([[1, 'MID']]), priors, T0 + DAY, settings).get(1)!;
    // Own 0.5*2 + 0.5*0.4 = 1.2 over exposure 2, plus the prior's 20 goals at 0.1.
    expect(share.share).toBeCloseTo((1.2 + 2) / 22, 12);
  });

  it('weights older matches less when decaying', () => {
    const old = app(1, 'FWD', 0, { count: 2, teamCount: 2 });
    const recent = app(1, 'FWD', 300, { count: 0, teamCount: 2 });
    const asOf = T0 + 301 * DAY;
    const decayed = playerShares([old, recent], new Map([[1, 'FWD']]), priors, asOf, {
      ...settings,
      decayPerDay: 0.005,
    });
    const flat = playerShares([old, recent], new Map([[1, 'FWD']]), priors, asOf, settings);
    expect(decayed.get(1)!.share).toBeLessThan(flat.get(1)!.share);
  });
});

describe('appearances from match rows', () => {
  const row = (player: number, over: Partial<MatchRow>): MatchRow => ({
    season: '2024-25',
    player,
    position: 'MID',
    fixtureId: 1,
    team: 1,
    club: 1,
    kickoffMs: T0,
    minutes: 90,
    goals: 0,
    assists: 0,
    xg: 0.1,
    xa: 0.1,
    teamGoals: 2,
    teamXg: 1.5,
    ...over,
  });

  it('a team assists are its players assists; xA only when every player was measured; assistant managers left out', () => {
    const { goals, assists } = toAppearances([
      row(1, { assists: 1 }),
      row(2, { assists: 1, xa: null }),
      row(3, { team: 2, assists: 1 }),
      row(4, { position: 'AM' }),
    ]);
    expect(goals).toHaveLength(3);
    expect(assists.map((a) => [a.player, a.teamCount, a.teamExpected])).toEqual([
      [1, 2, null],
      [2, 2, null],
      [3, 1, 0.1],
    ]);
  });
});

describe('backtest', () => {
  it('Poisson deviance is 0 for a perfect mean and grows with the miss', () => {
    expect(poissonDeviance([{ y: 2, mu: 2 }])).toBe(0);
    expect(poissonDeviance([{ y: 0, mu: 1 }])).toBeCloseTo(2, 12);
    expect(poissonDeviance([{ y: 3, mu: 1 }])).toBeGreaterThan(poissonDeviance([{ y: 3, mu: 2 }]));
  });

  it('a forward who keeps scoring half his team goals is predicted better by his share than by the prior', () => {
    const rows: Appearance[] = [];
    for (let d = 0; d < 40; d++) {
      rows.push(app(1, 'FWD', d * 7, { count: d % 2 === 0 ? 2 : 0, teamCount: 2 }));
      rows.push(app(2, 'FWD', d * 7, { count: 0, teamCount: 2 }));
    }
    const result = backtestShares(rows, T0 + 20 * 7 * DAY, T0 + 400 * DAY, settings);
    expect(result.players).toBe(2);
    expect(result.priors.FWD).toBeCloseTo(0.25, 12);
    expect(result.model).toBeLessThan(result.position_only);
  });
});
