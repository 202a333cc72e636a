import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function TeamAssistProjectionsScreen() {
  return (
    <ScreenPlaceholder
      title="Team Assist Projections"
      description="Assists each team is projected to make, gameweek by gameweek."
      willShow={[
        'Start and end gameweek, team and sort filters',
        'Highest single gameweek, average per gameweek and the most creative team',
      ]}
    />
  );
}
