import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function MatchProjectionsScreen() {
  return (
    <ScreenPlaceholder
      title="Match Projections"
      description="Projected goals and clean sheets for every match in a gameweek range."
      willShow={[
        'Start and end gameweek and team filters',
        'Matches grouped by gameweek with expected goals, clean-sheet odds and a result for each side',
      ]}
    />
  );
}
