import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function MyLeaguesScreen() {
  return (
    <ScreenPlaceholder
      title="My Leagues"
      description="A manager's private classic leagues and how they are doing in each."
      willShow={[
        'Each private league with position, movement, points, percentile and the top 3',
        'An Analyze League view with League Overview, Player Rankings and Performance Analysis tabs',
      ]}
    />
  );
}
