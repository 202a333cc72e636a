import type { GoalSettingField } from '@contracts/api/goal-scored-settings';
import type { Side } from './draft';

export interface PortalTab {
  value: string;
  label: string;
  /** The settings group a multiplier tab shows, or the side a team tab edits. */
  group?: GoalSettingField['group'];
  side?: Side;
  /** The toast of the tab's own reset; tabs without one cannot be reset on their own. */
  resetToast?: string;
}

/** The portal's tabs in order. */
export const PORTAL_TABS: readonly PortalTab[] = [
  { value: 'calculation', label: 'Calculation Base' },
  { value: 'base', label: 'Base xG Settings', group: 'base' },
  { value: 'attack', label: 'Attack Multipliers', group: 'attack', resetToast: 'Attack Multipliers Reset' },
  { value: 'attack-teams', label: 'Attack Teams', side: 'attack', resetToast: 'Attack Teams Reset' },
  {
    value: 'defense',
    label: 'Defense Multipliers',
    group: 'defense',
    resetToast: 'Defense Multipliers Reset',
  },
  { value: 'defense-teams', label: 'Defense Teams', side: 'defence', resetToast: 'Defense Teams Reset' },
  {
    value: 'context',
    label: 'Context Multipliers',
    group: 'context',
    resetToast: 'Context Multipliers Reset',
  },
  { value: 'venue', label: 'Venue Factors', group: 'venue', resetToast: 'Venue Factors Reset' },
  { value: 'market', label: 'Market Bounds', group: 'market', resetToast: 'Market Bounds Reset' },
];
