import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { SettingsBacktest } from '@contracts/api/goal-scored-portal';
import { GOAL_SETTING_FIELDS, type GoalScoredSettings } from '@contracts/api/goal-scored-settings';
import type { AdminSettingRow } from '../../db/repositories/settings';

/** admin_settings kind under which tools/backtest-projections stores the settings' backtest. */
export const GOAL_SETTINGS_BACKTEST_KIND = 'goal-settings-backtest';

/**
 * What `npm run backtest-projections` measured for the goal-scored settings in force at run time:
 * the rolling-origin RPS with the settings applied and of the fitted model alone, on the same matches.
 */
export const storedSettingsBacktestSchema = z.object({
  fingerprint: z.string(),
  rps_with_settings: z.number(),
  rps_model_alone: z.number(),
  matches: z.number().int(),
  seasons: z.array(z.string()),
  measured_at: z.string(),
});
export type StoredSettingsBacktest = z.infer<typeof storedSettingsBacktestSchema>;

/**
 * Names the settings the backtest scores: every number, in the fields' order. The team lists are
 * not in it: the backtest's past seasons keep each club in its data tier (tools/backtest-projections
 * settings-adjust.ts), so moving a club does not change what was measured.
 */
export function settingsFingerprint(settings: GoalScoredSettings): string {
  const numbers = GOAL_SETTING_FIELDS.map((f) => settings[f.key]);
  return createHash('sha1').update(JSON.stringify(numbers)).digest('hex').slice(0, 16);
}

/** The stored backtest when it measured exactly these settings; else not measured. */
export function backtestFor(
  row: Pick<AdminSettingRow, 'value'> | undefined,
  settings: GoalScoredSettings,
): SettingsBacktest {
  const stored = storedSettingsBacktestSchema.safeParse(row?.value);
  if (!stored.success || stored.data.fingerprint !== settingsFingerprint(settings))
    return { status: 'not_measured' };
  const { fingerprint: _, ...figures } = stored.data;
  return { status: 'measured', ...figures };
}
