import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function LiveRankScreen() {
  return (
    <ScreenPlaceholder
      title="Live Rank Tracker"
      description="Look up any manager by ID to see where they stand right now."
      willShow={[
        'A manager ID search box (Enter also searches) that remembers the last ID',
        'Manager profile: name, region, total points and current gameweek',
        'Current rankings: overall rank with its change since the previous gameweek, gameweek rank and points',
        'Top private league positions (rank 100 or better, up to 5)',
        'The last 5 gameweeks and the last 4 past seasons',
      ]}
    />
  );
}
