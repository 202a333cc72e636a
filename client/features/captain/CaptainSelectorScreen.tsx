import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function CaptainSelectorScreen() {
  return (
    <ScreenPlaceholder
      title="Captain Selector"
      description="Captain candidates for the next gameweek."
      willShow={[
        'Safe, differential or all captain strategies and a position filter',
        'Up to 20 candidates with next fixture, form, ownership and a captain score out of 10',
        'Tips on when to pick safe or differential captains',
      ]}
    />
  );
}
