import { ScreenPlaceholder } from '@/components/screen-placeholder';

export default function ProjectedStandingsScreen() {
  return (
    <ScreenPlaceholder
      title="Projected Final Standings"
      description="The final league table: actual results so far plus projected results for the rest."
      willShow={[
        'All 20 teams with played, won, drawn, lost, goals, goal difference and points',
        'How many games are actual and how many projected',
        'Champions League, Europa League, Conference League and relegation places',
      ]}
    />
  );
}
