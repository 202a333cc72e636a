import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function PlayerGoalProjectionsScreen() {
  return (
    <ScreenPlaceholder
      title="Player Total Goal Projections"
      description="Projected season goals for every player."
      willShow={[
        'Search, position and team filters',
        'A sortable table with projected goals, team share, price and cost per goal',
      ]}
    />
  );
}
