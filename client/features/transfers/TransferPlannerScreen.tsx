import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function TransferPlannerScreen() {
  return (
    <ScreenPlaceholder
      title="Transfer Planner"
      description="Players worth buying or selling, scored from form, value, fixtures and more."
      willShow={[
        'Filters for transfer type, position and price range',
        'Up to 24 player cards with a Buy or Sell recommendation and an overall score out of 10',
      ]}
    />
  );
}
