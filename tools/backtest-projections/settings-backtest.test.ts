import { describe, expect, it } from 'vitest';
import { goalScoredSettingsSchema } from '@contracts/api/goal-scored-settings';
import { figures, rollingOrigin } from '@engine/match-model';
import { simulateLeague } from '@engine/match-model/testing/simulated-league';
import { settingsAdjust } from './settings-adjust';
import { measureSettingsBacktest } from './settings-backtest';

const league = simulateLeague({ seed: 7, clubs: 10, seasons: 3, firstSeasonYear: 2021 });
const seasons = ['2023-24'];
const options = { seasons, fit: {} };
const modelAlone = figures(rollingOrigin(league.matches, options));
const defaults = goalScoredSettingsSchema.parse({});

describe('the admin settings scored by rolling origin', () => {
  it('leave every forecast as fitted at the defaults, so both figures are the model alone', () => {
    const adjusted = rollingOrigin(league.matches, {
      ...options,
      adjust: settingsAdjust(league.matches, defaults),
    });
    expect(figures(adjusted).rps).toBe(modelAlone.rps);
    const scored = measureSettingsBacktest(
      league.matches,
      seasons,
      defaults,
      modelAlone,
      '2026-01-01T00:00:00.000Z',
    );
    expect(scored).toMatchObject({
      rps_with_settings: modelAlone.rps,
      rps_model_alone: modelAlone.rps,
      matches: 90,
    });
  });

  it('score changed settings on the same matches, under a different fingerprint', () => {
    const changed = { ...defaults, homeAdvantageGoalsMultiplier: 1.3, derbyGoalsMultiplier: 0.7 };
    const scored = measureSettingsBacktest(
      league.matches,
      seasons,
      changed,
      modelAlone,
      '2026-01-01T00:00:00.000Z',
    );
    const atDefaults = measureSettingsBacktest(
      league.matches,
      seasons,
      defaults,
      modelAlone,
      '2026-01-01T00:00:00.000Z',
    );
    expect(scored.matches).toBe(90);
    expect(scored.rps_model_alone).toBe(modelAlone.rps);
    // A 12% larger home advantage than the fitted one is a worse forecast of a league simulated without it.
    expect(scored.rps_with_settings).toBeGreaterThan(modelAlone.rps);
    expect(scored.fingerprint).not.toBe(atDefaults.fingerprint);
  });
});
