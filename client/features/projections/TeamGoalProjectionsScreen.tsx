import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function TeamGoalProjectionsScreen() {
  return (
    <ScreenPlaceholder
      title="Team Goal Projections"
      description="Goals each team is projected to score, gameweek by gameweek."
      willShow={[
        'Start and end gameweek, team and sort filters',
        'One column per gameweek with period total, season total and average per game',
        'A balance check of goals scored against goals conceded',
      ]}
    />
  );
}
