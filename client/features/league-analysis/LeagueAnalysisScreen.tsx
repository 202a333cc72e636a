import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function LeagueAnalysisScreen() {
  return (
    <ScreenPlaceholder
      title="League Analysis"
      description="Analyse any classic league by its ID."
      willShow={[
        'A league ID box and an Analyze button',
        'Overview and standings tabs',
        'Performance categories: top 20 percent, mid-tier and bottom 20 percent',
      ]}
    />
  );
}
