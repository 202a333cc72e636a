import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function TeamGoalsAgainstScreen() {
  return (
    <ScreenPlaceholder
      title="Team Goals Against Projections"
      description="Goals each team is projected to concede, gameweek by gameweek."
      willShow={[
        'Start and end gameweek, team and sort filters, including a defensive ranking',
        'One column per gameweek with period total, season total and average against per game',
      ]}
    />
  );
}
