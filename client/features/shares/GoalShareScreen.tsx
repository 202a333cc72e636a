import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function GoalShareScreen() {
  return (
    <ScreenPlaceholder
      title="Season Goal Share"
      description="Each player's share of their team's goals."
      willShow={[
        'A season and team selector',
        'One card per team with expected or actual goals and its top 10 players by goal share',
      ]}
    />
  );
}
