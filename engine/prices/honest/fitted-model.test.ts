import { describe, expect, it } from 'vitest';
import { fitModel } from './predictors';
import type { HonestRow } from './rows';
import { modelCall } from './fitted-model';
import { modelFromStored, storedModel } from './stored-model';

/** Rows where big net transfers in are followed by a rise and big net out by a fall, with noise. */
function rows(): HonestRow[] {
  const out: HonestRow[] = [];
  for (let i = 0; i < 400; i++) {
    const net = ((i * 7919) % 401) * 1000 - 200_000;
    const noise = (i * 104_729) % 10 === 0;
    out.push({
      features: {
        carriedNet: net,
        lastWindowNet: net / 2,
        owners: 500_000 + (i % 5) * 100_000,
        managers: 10_000_000,
        lastWindowMove: i % 3 === 0 ? 1 : 0,
        benched: i % 7 === 0,
      },
      rose: net > 120_000 !== noise,
      fell: net < -80_000 !== noise,
    });
  }
  return out;
}

describe('the fitted model as stored with a run', () => {
  it('gives the live list the same chances and calls as the backtest scored', () => {
    const fit = rows();
    const model = fitModel(fit);
    // Stored as JSON in the database and read back.
    const restored = modelFromStored(JSON.parse(JSON.stringify(storedModel(model.parameters))));
    let called = 0;
    for (const r of fit) {
      const scored = model.call(r.features);
      const live = modelCall(restored, r.features);
      expect([live.rise, live.fall]).toEqual([scored.riseProbability, scored.fallProbability]);
      expect(live.called).toBe(scored.rise ? 'rise' : scored.fall ? 'fall' : null);
      if (live.called) called++;
    }
    // The set is learnable: the model calls changes (a model that never calls would pass trivially).
    expect(called).toBeGreaterThan(100);
  });
});
