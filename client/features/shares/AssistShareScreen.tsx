import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function AssistShareScreen() {
  return (
    <ScreenPlaceholder
      title="Season Assist Share"
      description="Each player's share of their team's assists."
      willShow={[
        'A season and team selector',
        'One card per team with expected or actual assists and its top 8 players by assist share',
      ]}
    />
  );
}
