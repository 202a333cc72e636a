import { useQueryClient } from '@tanstack/react-query';
import type { GoalScoredSettings } from '@contracts/api/goal-scored-settings';
import {
  GOAL_SETTINGS_DEFAULTS_KEY,
  GOAL_SETTINGS_KEY,
  resetGoalSettings,
  saveGoalSettings,
} from '@/api/goal-scored-settings';
import { useToastedWrite } from '../lib/use-toasted-write';

/**
 * Save Changes and Global Reset: on success the settings in force replace the page's draft (the
 * caller's `onSettled`) and the backtest line is read again (it depends on the settings); on failure
 * the draft is kept and the spec's failure toast shows.
 */
export function usePortalWrites(onWritten: (settings: GoalScoredSettings) => void) {
  const queryClient = useQueryClient();
  const written = (settings: GoalScoredSettings) => {
    queryClient.setQueryData(GOAL_SETTINGS_KEY, settings);
    void queryClient.invalidateQueries({ queryKey: GOAL_SETTINGS_DEFAULTS_KEY });
    onWritten(settings);
  };
  const save = useToastedWrite(
    saveGoalSettings,
    written,
    {
      title: 'Settings Updated',
      description: 'Goals scored settings and projection parameters have been updated successfully.',
    },
    () => ({ title: 'Update Failed', description: 'Failed to update settings. Please try again.' }),
  );
  const reset = useToastedWrite(
    resetGoalSettings,
    written,
    {
      title: 'Settings Reset',
      description: 'All settings and team assignments have been reset to default values.',
    },
    () => ({ title: 'Reset Failed', description: 'Failed to reset settings. Please try again.' }),
  );
  return { save, reset };
}
