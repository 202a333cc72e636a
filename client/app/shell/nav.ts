/**
 * The sidebar: the product's sections and entries in display order. Routed-but-hidden screens
 * (Transfer Planner, Captain Selector, Watchlist, ...) are reachable by URL only, so they are absent here.
 */
export interface NavEntry {
  path: string;
  label: string;
  description?: string;
  popular?: boolean;
  /** Shows a 'New' badge; the spec flags no entry as new. */
  isNew?: boolean;
}

export interface NavSection {
  title: string;
  entries: NavEntry[];
}

export const NAV_SECTIONS: readonly NavSection[] = [
  {
    title: 'My FPL',
    entries: [
      { path: '/', label: 'My Live Rank', description: 'Real-time rank' },
      { path: '/my-team', label: 'My Team', description: 'View current team' },
      {
        path: '/transfer-optimiser',
        label: 'Transfer Optimiser',
        description: 'Best transfers by the points model',
      },
      { path: '/my-leagues', label: 'My Leagues', description: 'League performance analysis' },
    ],
  },
  {
    title: 'Most Popular',
    entries: [
      {
        path: '/player-statistics',
        label: 'Player Statistics',
        description: 'Comprehensive player data',
        popular: true,
      },
      {
        path: '/fixtures',
        label: 'Fixture Analyzer',
        description: 'Fixture difficulty analysis',
        popular: true,
      },
      { path: '/price-tracker', label: 'Price Tracker', description: 'Player price changes' },
    ],
  },
  {
    title: 'Projection Tools',
    entries: [
      {
        path: '/projected-goals-cs',
        label: 'Match Projections',
        description: 'Projected goals and clean sheets',
      },
      { path: '/team-goal-projections', label: 'Team Goals Scored' },
      {
        path: '/team-cs-projections',
        label: 'Team CS Projections',
        description: 'Clean sheet probabilities',
      },
      { path: '/team-goals-against-projections', label: 'Team Goals Against' },
      { path: '/team-assist-projections', label: 'Team Assist Projections' },
    ],
  },
  {
    title: 'Predictions (with Variance)',
    entries: [
      {
        path: '/predicted-scores',
        label: 'Predicted Scores',
        description: 'Match predictions with rounded scores',
      },
      {
        path: '/projected-standings',
        label: 'Predicted Standings',
        description: 'Final league table projection',
      },
    ],
  },
  {
    title: 'Third Party Projection Tools',
    entries: [
      {
        path: '/season-projections',
        label: 'Season Projections',
        description: 'Season-long goal involvements',
      },
      { path: '/openfpl-projections', label: 'Open FPL Projections', description: 'ML ensemble predictions' },
    ],
  },
];

/** `/live-rank` is the same screen as `/`, so the My Live Rank entry is current on both. */
export function isEntryActive(entryPath: string, location: string): boolean {
  if (entryPath === '/') return location === '/' || location === '/live-rank';
  return location === entryPath;
}
