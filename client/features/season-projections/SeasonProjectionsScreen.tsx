import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function SeasonProjectionsScreen() {
  return (
    <ScreenPlaceholder
      title="Season Long Projections"
      description="Season-long goal involvements for leading players."
      willShow={[
        'A searchable list sortable by goals plus assists, goals or assists',
        'The top goal scorer, top assister and top goal involvements',
      ]}
    />
  );
}
