import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function PlayerStatisticsScreen() {
  return (
    <ScreenPlaceholder
      title="Player Statistics"
      description="Every player of the current season and of past seasons."
      willShow={[
        'A season selector: the current season live, or a past season',
        'Quick stats cards and filters',
        'A sortable table of 20 players per page, searchable by name',
      ]}
    />
  );
}
