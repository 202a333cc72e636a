import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function AdminGoalProjectionsScreen() {
  return (
    <ScreenPlaceholder
      title="Configuration Portal - Team Goals Scored"
      description="Operator settings for the goal-projection model."
      willShow={[
        'Base xG, attack, defence, context, venue and market-bound settings with defaults',
        'Attack and defence tiers for every team',
        'Save, reset-tab, reset-page and global reset actions',
      ]}
    />
  );
}
