import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function ResultsProjectionsScreen() {
  return (
    <ScreenPlaceholder
      title="Results Projections"
      description="Predicted results for upcoming matches."
      willShow={[
        'Gameweek and team filters',
        'A table of predicted matches with win, draw and loss probabilities',
      ]}
    />
  );
}
