import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function OpenFplProjectionsScreen() {
  return (
    <ScreenPlaceholder
      title="Open FPL Projections"
      description="Machine-learning player projections from the Open FPL model."
      willShow={[
        'Search, horizon (1 to 6 gameweeks), position, ownership and price filters',
        'Points, goals and assists tables per gameweek',
        'Model confidence and error metrics',
      ]}
    />
  );
}
