import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function TeamCsProjectionsScreen() {
  return (
    <ScreenPlaceholder
      title="Team CS Projections"
      description="Clean-sheet probabilities for each team, gameweek by gameweek."
      willShow={[
        'Start and end gameweek, team and sort filters',
        'Clean-sheet percentages per gameweek with period and season averages',
      ]}
    />
  );
}
