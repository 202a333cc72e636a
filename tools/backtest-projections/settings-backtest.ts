import { GOAL_SETTING_FIELDS, type GoalScoredSettings } from '@contracts/api/goal-scored-settings';
import { figures, type PlayedMatch, rollingOrigin } from '@engine/match-model';
import type { Database } from '../../server/db/client';
import { settingsRepository } from '../../server/db/repositories/settings';
import { storedNumbers } from '../../server/services/goal-settings/document';
import { GOAL_SCORED_KIND } from '../../server/services/goal-settings/settings';
import {
  GOAL_SETTINGS_BACKTEST_KIND,
  settingsFingerprint,
  type StoredSettingsBacktest,
} from '../../server/services/goal-settings/backtest';
import { settingsAdjust } from './settings-adjust';

const atDefaults = (settings: GoalScoredSettings) =>
  GOAL_SETTING_FIELDS.every((f) => settings[f.key] === f.default);

/**
 * The admin goal-scored settings scored like the model: the same rolling-origin forecasts (the
 * backtest's default fit, `modelAlone` its RPS on these matches) with the settings applied. At the
 * defaults adjustRates leaves every forecast as fitted, so the model's own figure stands for both.
 */
export function measureSettingsBacktest(
  matches: readonly PlayedMatch[],
  seasons: readonly string[],
  settings: GoalScoredSettings,
  modelAlone: { rps: number; matches: number },
  measuredAt: string,
): StoredSettingsBacktest {
  const rps = atDefaults(settings)
    ? modelAlone.rps
    : figures(rollingOrigin(matches, { seasons, fit: {}, adjust: settingsAdjust(matches, settings) })).rps;
  return {
    fingerprint: settingsFingerprint(settings),
    rps_with_settings: rps,
    rps_model_alone: modelAlone.rps,
    matches: modelAlone.matches,
    seasons: [...seasons].sort(),
    measured_at: measuredAt,
  };
}

/**
 * The backtest of the settings in force in `db` (their numbers: see settings-adjust.ts), printed and,
 * with `store`, kept for the portal's "what the data says" line.
 */
export async function scoreStoredSettings(
  db: Database,
  run: { matches: readonly PlayedMatch[]; seasons: readonly string[]; store: boolean },
  modelAlone: { rps: number; matches: number },
  measuredAt: string,
): Promise<string[]> {
  const repository = settingsRepository(db);
  const settings = storedNumbers((await repository.get(GOAL_SCORED_KIND))?.value);
  const scored = measureSettingsBacktest(run.matches, run.seasons, settings, modelAlone, measuredAt);
  const lines = [
    `Admin goal-scored settings in force: RPS ${scored.rps_with_settings.toFixed(4)} vs model alone ${scored.rps_model_alone.toFixed(4)} on the same ${scored.matches.toLocaleString('en-GB')} matches.`,
  ];
  if (run.store) {
    await repository.put(GOAL_SETTINGS_BACKTEST_KIND, scored, 'backtest-projections');
    lines.push(`Stored for the goal settings portal (settings ${scored.fingerprint}).`);
  }
  return lines;
}
