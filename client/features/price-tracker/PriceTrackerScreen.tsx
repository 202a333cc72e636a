import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function PriceTrackerScreen() {
  return (
    <ScreenPlaceholder
      title="Price Tracker"
      description="Player price changes this season and the changes likely next."
      willShow={[
        'Counts of price rises, falls and likely changes',
        'Recent price changes and price predictions, searchable and filterable',
      ]}
    />
  );
}
