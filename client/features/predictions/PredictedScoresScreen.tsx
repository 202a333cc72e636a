import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function PredictedScoresScreen() {
  return (
    <ScreenPlaceholder
      title="Predicted Scores"
      description="A predicted score for every match, with controlled variance."
      willShow={[
        'Start and end gameweek, team and status filters',
        'Each match with its predicted score, expected goals and whether it is finished',
      ]}
    />
  );
}
