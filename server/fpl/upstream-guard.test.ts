import { describe, expect, it } from 'vitest';
import { createUpstreamGuard } from './upstream-guard';

function setup(failureThreshold = 3, openMs = 10_000) {
  let t = Date.UTC(2025, 7, 15, 12);
  const guard = createUpstreamGuard({ now: () => new Date(t), failureThreshold, openMs });
  return { guard, advance: (ms: number) => (t += ms) };
}

const admitted = (admit: () => void) => {
  try {
    admit();
    return true;
  } catch {
    return false;
  }
};

describe('createUpstreamGuard', () => {
  it('opens the circuit after the threshold of failures in a row, and only then', () => {
    const { guard } = setup(3);
    guard.failed();
    guard.failed();
    expect(admitted(() => guard.admit())).toBe(true);
    guard.failed();
    expect(() => guard.admit()).toThrow(/failed 3 times in a row; trying again in 10 s/);
    expect(guard.isRefusing()).toBe(true);
  });

  it('starts counting again after a success', () => {
    const { guard } = setup(3);
    guard.failed();
    guard.failed();
    guard.succeeded();
    guard.failed();
    guard.failed();
    expect(admitted(() => guard.admit())).toBe(true);
  });

  it('lets exactly one probe through once the open time is over; its success closes the circuit', () => {
    const { guard, advance } = setup(1, 5000);
    guard.failed();
    advance(5000);
    expect(admitted(() => guard.admit())).toBe(true);
    expect(admitted(() => guard.admit())).toBe(false);
    guard.succeeded();
    expect(admitted(() => guard.admit())).toBe(true);
    expect(admitted(() => guard.admit())).toBe(true);
  });

  it('opens again for the full time when the probe fails', () => {
    const { guard, advance } = setup(1, 5000);
    guard.failed();
    advance(5000);
    guard.admit();
    guard.failed();
    advance(4999);
    expect(admitted(() => guard.admit())).toBe(false);
    advance(1);
    expect(admitted(() => guard.admit())).toBe(true);
  });

  it('refuses everything during a pause with the pause kind, unless the caller waited it out', () => {
    const { guard, advance } = setup();
    guard.pause(120_000, 'updating', 'The official game is being updated');
    expect(() => guard.admit()).toThrow(expect.objectContaining({ kind: 'updating' }));
    expect(admitted(() => guard.admit(true))).toBe(true);
    advance(120_000);
    expect(admitted(() => guard.admit())).toBe(true);
    expect(guard.isRefusing()).toBe(false);
  });
});
