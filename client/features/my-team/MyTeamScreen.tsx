import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function MyTeamScreen() {
  return (
    <ScreenPlaceholder
      title="My Team"
      description="A manager's current squad with form, prices and upcoming fixtures."
      willShow={[
        'Formation, squad value with bank, transfers made and gameweek',
        'The starting XI by position with captain and vice-captain badges',
        "Each player's next 3 fixtures coloured by difficulty (1 to 5)",
        'The bench in order, slots 1 to 4',
      ]}
    />
  );
}
