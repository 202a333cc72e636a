import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function WatchlistScreen() {
  return (
    <ScreenPlaceholder
      title="My Watchlist"
      description="Players you want to keep an eye on."
      willShow={[
        'Your watched players with price and an optional target price',
        'An Add Player dialog with rise and fall alerts and notes',
        'The latest price changes of watched players',
      ]}
    />
  );
}
