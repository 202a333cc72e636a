import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function PlayerAssistProjectionsScreen() {
  return (
    <ScreenPlaceholder
      title="Player Assist Projections"
      description="Projected season assists for every player."
      willShow={[
        'Search, team, position and sort filters',
        'A sortable table with price, projected assists and team share',
      ]}
    />
  );
}
