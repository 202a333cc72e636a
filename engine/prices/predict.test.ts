import { describe, expect, it } from 'vitest';
import { netSinceChange } from './net-transfers';
import { fallThreshold, modelProgress, predictsChange, riseThreshold } from './model';
import { readOfficialFields } from './official';
import { WINDOW_MODEL } from './honest/test-model';
import { levelFor, liveFeatures, predictPrices, type PredictionPlayer } from './predict';

const NOW = new Date('2025-10-01T12:00:00Z');
const ctx = {
  source: 'model' as const,
  totalManagers: 10_000_000,
  now: NOW,
  nextDeadline: '2025-10-03T17:30:00Z',
  fitted: null,
};

function player(id: number, over: Partial<PredictionPlayer> = {}): PredictionPlayer {
  return {
    playerId: id,
    status: 'a',
    owners: 1_000_000,
    gameweekChange: 0,
    gameweekNet: 0,
    netSinceChange: 0,
    netBasis: 'last-change',
    official: readOfficialFields({}),
    ...over,
  };
}

describe('transfer-threshold model', () => {
  it('needs 1.5% of all managers to rise and 0.2% of managers plus 5% of owners to fall', () => {
    expect(riseThreshold(10_000_000)).toBe(150_000);
    // 0.002 x 10,000,000 + 0.05 x 1,000,000 = 20,000 + 50,000
    expect(fallThreshold(1_000_000, 10_000_000, false)).toBe(70_000);
    // flagged: half of it
    expect(fallThreshold(1_000_000, 10_000_000, true)).toBe(35_000);
  });

  it('predicts a rise at 100% of the threshold and not below', () => {
    const base = { owners: 1_000_000, totalManagers: 10_000_000, status: 'a', gameweekChange: 0 };
    expect(predictsChange(modelProgress({ ...base, netSinceChange: 150_000 }))).toBe('rise');
    expect(predictsChange(modelProgress({ ...base, netSinceChange: 149_999 }))).toBeNull();
    expect(predictsChange(modelProgress({ ...base, netSinceChange: -70_000 }))).toBe('fall');
    expect(predictsChange(modelProgress({ ...base, netSinceChange: -69_999 }))).toBeNull();
  });

  it('blocks a flagged player from rising and a player who moved 0.3 this gameweek', () => {
    const base = { owners: 1_000_000, totalManagers: 10_000_000, gameweekChange: 0, netSinceChange: 200_000 };
    expect(modelProgress({ ...base, status: 'd' })?.blocked).toBe('flagged');
    expect(modelProgress({ ...base, status: 'a', gameweekChange: 3 })?.blocked).toBe('gameweek-limit');
    // three rises do not stop a fall
    expect(
      modelProgress({ ...base, status: 'a', gameweekChange: 3, netSinceChange: -80_000 })?.blocked,
    ).toBeNull();
  });

  it('has nothing to measure against without a manager count', () => {
    expect(
      modelProgress({ owners: 1, totalManagers: 0, status: 'a', gameweekChange: 0, netSinceChange: 5 }),
    ).toBeNull();
  });
});

describe('probability bands', () => {
  it.each([
    [100, 'very-high'],
    [99.9, 'high'],
    [85, 'high'],
    [84.9, 'medium'],
    [70, 'medium'],
    [50, 'low'],
    [49.9, null],
  ])('%s%% is %s', (progress, level) => {
    expect(levelFor(progress, false)).toBe(level);
  });

  it('caps a player who cannot move at the next update at low', () => {
    expect(levelFor(180, true)).toBe('low');
  });
});

describe('predictPrices with the model', () => {
  it('lists players from half way, strongest first, with hand-computed progress and reasons', () => {
    const rows = predictPrices(
      [
        player(1, { netSinceChange: 75_000 }), // 50% of 150,000: Low
        player(2, { netSinceChange: 153_000 }), // 102%: Very High
        player(3, { netSinceChange: -63_000 }), // 90% of 70,000: High
        player(4, { netSinceChange: 74_999 }), // 49.9%: not listed
        player(5, { netSinceChange: -63_000, status: 'i', netBasis: 'gameweek' }), // 180% of 35,000
      ],
      ctx,
    );
    expect(rows.map((r) => [r.playerId, r.level, r.direction, Math.round(r.progress * 10) / 10])).toEqual([
      [5, 'very-high', 'fall', 180],
      [2, 'very-high', 'rise', 102],
      [3, 'high', 'fall', 90],
      [1, 'low', 'rise', 50],
    ]);
    expect(rows[1]?.reason).toEqual({
      source: 'model',
      netSinceChange: 153_000,
      netBasis: 'last-change',
      threshold: 150_000,
      blocked: null,
      status: 'a',
    });
    expect(rows[0]?.reason).toMatchObject({ netBasis: 'gameweek', threshold: 35_000 });
  });

  it('shows a locked or flagged player as low with the reason and the lock end', () => {
    const [locked, flagged] = predictPrices(
      [
        player(1, { netSinceChange: 160_000, gameweekChange: 3 }),
        player(2, { netSinceChange: 140_000, status: 'd' }),
      ],
      ctx,
    );
    expect(locked).toMatchObject({
      level: 'low',
      lockedUntil: '2025-10-03T17:30:00Z',
      reason: { blocked: 'gameweek-limit' },
    });
    expect(flagged).toMatchObject({
      level: 'low',
      lockedUntil: null,
      reason: { blocked: 'flagged', status: 'd' },
    });
  });
});

describe('predictPrices with the fitted model', () => {
  const fitted = { ...ctx, fitted: WINDOW_MODEL };

  it("calls from the stored model's chances, not the rule's progress", () => {
    const rows = predictPrices(
      [
        player(1, { gameweekNet: 300_000 }), // 3% of managers: 60% chance of a rise, called from 50%
        player(2, { netSinceChange: 153_000 }), // the rule's 102%, but no window transfers: 10%
        player(3, { gameweekNet: -250_000 }), // -2.5%: fall output 1/(1+e^-0.5) = 0.62 -> 60%
        player(4, { gameweekNet: 300_000, gameweekChange: 3 }), // rose 3 times: locked
      ],
      fitted,
    );
    expect(rows.map((r) => [r.playerId, r.direction, r.level, r.progress, r.chance])).toEqual([
      [1, 'rise', 'very-high', 120, 0.6],
      [3, 'fall', 'very-high', 120, 0.6],
      [4, 'rise', 'low', 120, null],
    ]);
    expect(rows[0]?.reason).toEqual({
      source: 'fitted',
      threshold: 0.5,
      netSinceChange: 0,
      netBasis: 'last-change',
      gameweekNet: 300_000,
      blocked: null,
    });
    expect(rows[2]).toMatchObject({
      lockedUntil: '2025-10-03T17:30:00Z',
      reason: { blocked: 'gameweek-limit' },
    });
  });

  it('falls back to the rule without a model or with one fitted on other inputs', () => {
    const players = [player(1, { gameweekNet: 300_000 }), player(2, { netSinceChange: 153_000 })];
    const other = { ...WINDOW_MODEL, inputs: [...WINDOW_MODEL.inputs.slice(1), 'days-into-gameweek'] };
    for (const model of [null, other]) {
      const rows = predictPrices(players, { ...ctx, fitted: model });
      expect(rows.map((r) => [r.playerId, r.level, r.reason.source])).toEqual([[2, 'very-high', 'model']]);
    }
  });

  it('reads the flag and this gameweek from the live figures', () => {
    const p = player(9, { status: 'i', gameweekNet: -5, gameweekChange: -1, netSinceChange: -40 });
    expect(liveFeatures(p, 1000)).toEqual({
      carriedNet: -40,
      lastWindowNet: -5,
      owners: 1_000_000,
      managers: 1000,
      lastWindowMove: -1,
      benched: true,
    });
  });
});

describe('net transfers since the last change', () => {
  const now = { net: 500_000, gameweekNet: 40_000 };
  it('counts from the captured change, else the first capture at the start price, else this gameweek', () => {
    expect(
      netSinceChange({ atLastChange: 380_000, first: { net: 100_000, atStartPrice: true }, now }),
    ).toEqual({ net: 120_000, basis: 'last-change' });
    expect(netSinceChange({ atLastChange: null, first: { net: 100_000, atStartPrice: true }, now })).toEqual({
      net: 400_000,
      basis: 'first-capture',
    });
    expect(netSinceChange({ atLastChange: null, first: { net: 100_000, atStartPrice: false }, now })).toEqual(
      { net: 40_000, basis: 'gameweek' },
    );
    expect(netSinceChange({ atLastChange: null, first: null, now })).toEqual({
      net: 40_000,
      basis: 'gameweek',
    });
  });
});
