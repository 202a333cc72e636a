import { describe, expect, it } from 'vitest';
import { featuresAt, honestRows, specProgress, type GameweekSample } from './rows';

const MANAGERS = 10_000_000; // rise threshold 1.5%: 150,000
const week = (gameweek: number, value: number, transfersBalance: number, minutes = 90): GameweekSample => ({
  gameweek,
  value,
  transfersBalance,
  selected: 1_000_000,
  minutes,
});

describe('the honest feature builder', () => {
  const weeks = [week(1, 50, 0), week(2, 50, 100_000), week(3, 51, 60_000, 0), week(4, 51, 0)];

  it('predicts the move after a deadline from that deadline back only', () => {
    const rows = honestRows([weeks], () => MANAGERS);
    // Deadline GW2: 100,000 carried is 67% of a rise; the rise by GW3 is the outcome.
    expect(rows[1]).toMatchObject({
      features: { carriedNet: 100_000, lastWindowNet: 100_000 },
      rose: true,
      fell: false,
    });
    expect(Math.round(specProgress(rows[1]!.features))).toBe(67);
  });

  it('cannot see the outcome window: changing the future leaves the features unchanged', () => {
    // GW3's 60,000 transfers came after the GW2 deadline; had the builder seen them the spec
    // rule would reach 160,000 and call the rise (what the old backtest did).
    const leaky = { ...honestRows([weeks], () => MANAGERS)[1]!.features, carriedNet: 160_000 };
    expect(specProgress(leaky)).toBeGreaterThanOrEqual(100);
    const future = [week(3, 51, 900_000, 0), week(4, 52, 900_000)];
    const altered = honestRows([[...weeks.slice(0, 2), ...future]], () => MANAGERS);
    expect(altered[1]?.features).toEqual(honestRows([weeks], () => MANAGERS)[1]?.features);
    expect(specProgress(altered[1]!.features)).toBeLessThan(100);
  });

  it("ignores the deadline gameweek's own minutes (its matches come after the deadline)", () => {
    const past = [week(1, 50, 0, 0), week(2, 50, 0, 90)];
    expect(featuresAt(past, MANAGERS)?.benched).toBe(true);
    expect(featuresAt([past[0]!, week(2, 50, 0, 0)], MANAGERS)?.benched).toBe(true);
    expect(featuresAt([week(1, 50, 0, 90), week(2, 50, 0, 0)], MANAGERS)?.benched).toBe(false);
  });

  it('restarts the counter after a change and skips pairs across a gap', () => {
    const rows = honestRows([[...weeks, week(6, 51, 10_000), week(7, 51, 20_000)]], () => MANAGERS);
    // Pairs GW1-2, 2-3, 3-4 and 6-7 (GW4 -> GW6 is not a pair); GW3 changed and GW6 follows a gap: both restart.
    expect(rows.map((r) => r.features.carriedNet)).toEqual([0, 100_000, 0, 0]);
    expect(rows.map((r) => r.features.lastWindowMove)).toEqual([0, 0, 1, 0]);
  });
});
