import { describe, expect, it } from 'vitest';
import { chanceFor, reasonText, thousands } from './prediction-rows';

const model = { source: 'model' as const, netBasis: 'last-change' as const, blocked: null, status: 'a' };

describe('prediction reasons', () => {
  it('words the model call with the net transfers, its basis and the threshold', () => {
    const call = { direction: 'rise' as const, progress: 102, lockedUntil: null };
    expect(reasonText(call, { ...model, netSinceChange: 153_000, threshold: 150_000 })).toBe(
      'Net +153,000 transfers since the last change: 102% of the 150,000 needed to rise',
    );
    const fall = { direction: 'fall' as const, progress: 180, lockedUntil: null };
    expect(
      reasonText(fall, { ...model, netBasis: 'gameweek', netSinceChange: -63_000, threshold: 35_000 }),
    ).toBe('Net -63,000 transfers this gameweek: 180% of the 35,000 needed to fall');
  });

  it('says why a flagged or locked player cannot move', () => {
    const call = { direction: 'rise' as const, progress: 93, lockedUntil: null };
    expect(
      reasonText(call, {
        ...model,
        netSinceChange: 140_000,
        threshold: 150_000,
        blocked: 'flagged',
        status: 'd',
      }),
    ).toContain("flagged (status 'd'), so the price cannot rise");
    expect(
      reasonText(call, { ...model, netSinceChange: 140_000, threshold: 150_000, blocked: 'gameweek-limit' }),
    ).toContain('already moved 3 times this gameweek, locked until the next deadline');
  });

  it("words the game's own figures, its lock and calibration", () => {
    const call = { direction: 'rise' as const, progress: 104.5, lockedUntil: '2026-09-03T00:00:00Z' };
    expect(reasonText(call, { source: 'official', progressNow: 60, calibrating: true })).toBe(
      "FPL's own figures: 60% of the way to a rise now, 105% projected at the next update; " +
        'FPL has locked the price until 2026-09-03T00:00:00Z; FPL is still calibrating this player',
    );
  });

  it('groups thousands with a sign', () => {
    expect([thousands(0), thousands(1_234_567), thousands(-70_000)]).toEqual(['0', '1,234,567', '-70,000']);
  });
});

describe('the calibrated chance', () => {
  const calibration = {
    rise: [
      { up_to_progress: 50, probability: 0.01 },
      { up_to_progress: 120, probability: 0.3 },
      { up_to_progress: 400, probability: 0.6 },
    ],
    fall: [{ up_to_progress: 400, probability: 0.2 }],
  };
  const reason = { ...model, netSinceChange: 0, threshold: 1 };
  const call = (direction: 'rise' | 'fall', progress: number, blocked: 'flagged' | null = null) => ({
    playerId: 1,
    direction,
    progress,
    level: 'high' as const,
    chance: null,
    lockedUntil: null,
    reason: { ...reason, blocked },
  });

  it("maps the model's progress through the stored step map of its direction", () => {
    expect(chanceFor(call('rise', 90), calibration)).toBe(0.3);
    expect(chanceFor(call('rise', 121), calibration)).toBe(0.6);
    expect(chanceFor(call('fall', 90), calibration)).toBe(0.2);
  });

  it('gives none without a stored backtest, for a blocked player or for the official figures', () => {
    expect(chanceFor(call('rise', 90), null)).toBeNull();
    expect(chanceFor(call('rise', 90, 'flagged'), calibration)).toBeNull();
    const official = {
      ...call('rise', 90),
      reason: { source: 'official' as const, progressNow: 60, calibrating: false },
    };
    expect(chanceFor(official, calibration)).toBeNull();
  });
});

describe("the fitted model's reason", () => {
  const fitted = {
    source: 'fitted' as const,
    threshold: 0.25,
    netSinceChange: 120_000,
    netBasis: 'last-change' as const,
    gameweekNet: 45_000,
    blocked: null,
  };
  it('gives the chance, the threshold it calls from and the transfers it saw', () => {
    // 160% of a 25% threshold is a 40% chance.
    const call = { direction: 'rise' as const, progress: 160, lockedUntil: null };
    expect(reasonText(call, fitted)).toBe(
      'Fitted model: 40% chance of a rise by the next deadline (it calls one from 25%); ' +
        'net +120,000 transfers since the last change, +45,000 this gameweek',
    );
    expect(reasonText(call, { ...fitted, netBasis: 'gameweek', netSinceChange: 45_000 })).toBe(
      'Fitted model: 40% chance of a rise by the next deadline (it calls one from 25%); net +45,000 transfers this gameweek',
    );
  });
});
