import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  captainCandidatesQuery,
  FIRST_CAPTAIN_FILTERS,
  FIRST_TRANSFER_FILTERS,
  transferPlannerQuery,
} from '@/api/player-scores';
import { predictionsQuery, recentChangesQuery } from '@/api/prices';
import { matchModelQuery } from '@/api/projections';
import { bootstrapQuery, managerBootstrapQuery, playerListQuery } from '@/api/relay';
import { seasonProjectionsQuery } from '@/api/shares';
import { getStoredManagerId } from '@/lib/storage';

/**
 * Every route of the product. No route has parameters. Each screen is
 * loaded on first visit (route-level code splitting), so a screen's code never slows the others.
 * `title` names the browser tab; the screen renders its own heading.
 */
export interface AppRoute {
  path: string;
  title: string;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * Asks for the data the screen reads first while its code loads, rather than after: on a slow
   * connection the two downloads overlap (the bootstrap is the largest download of a first visit).
   */
  prefetch?: (client: QueryClient) => void;
}

const bootstrapFirst = (client: QueryClient) => void client.prefetchQuery(bootstrapQuery());
const playerListFirst = (client: QueryClient) => void client.prefetchQuery(playerListQuery());
const bootstrapFirstForSavedManager = (client: QueryClient) => {
  const query = managerBootstrapQuery(getStoredManagerId());
  if (query.enabled) void client.prefetchQuery(query);
};
// These screens keep their skeleton until the match model has answered (its provisional notice is
// drawn with their figures, so it never pushes them down): asked for with the code, the model's
// answer does not hold the figures back.
const matchModelFirst = (client: QueryClient) => void client.prefetchQuery(matchModelQuery());

// The scored cards are these screens' largest paint: asked for with the code, on a slow connection
// their answer no longer waits for the screen's code to download and run before it is requested.
const transferCardsFirst = (client: QueryClient) =>
  void client.prefetchQuery(transferPlannerQuery(FIRST_TRANSFER_FILTERS));
const captainCardsFirst = (client: QueryClient) =>
  void client.prefetchQuery(captainCandidatesQuery(FIRST_CAPTAIN_FILTERS));
// The Price Tracker's changes take the server about a second to gather: asked for with the code.
const pricesFirst = (client: QueryClient) => {
  void client.prefetchQuery(recentChangesQuery());
  void client.prefetchQuery(predictionsQuery());
};
const seasonTableFirst = (client: QueryClient) => void client.prefetchQuery(seasonProjectionsQuery());

const liveRank = () => import('@/features/live-rank/LiveRankScreen');

export const ROUTES: readonly AppRoute[] = [
  { path: '/', title: 'Live Rank Tracker', load: liveRank },
  { path: '/live-rank', title: 'Live Rank Tracker', load: liveRank },
  {
    path: '/fixtures',
    title: 'Fixture Analyzer',
    load: () => import('@/features/fixture-difficulty/FixtureAnalyzerScreen'),
  },
  {
    path: '/transfers',
    title: 'Transfer Planner',
    load: () => import('@/features/transfers/TransferPlannerScreen'),
    prefetch: transferCardsFirst,
  },
  {
    path: '/transfer-optimiser',
    title: 'Transfer Optimiser',
    load: () => import('@/features/transfer-optimiser/TransferOptimiserScreen'),
    prefetch: bootstrapFirst,
  },
  {
    path: '/captain',
    title: 'Captain Selector',
    load: () => import('@/features/captain/CaptainSelectorScreen'),
    prefetch: captainCardsFirst,
  },
  {
    path: '/watchlist',
    title: 'My Watchlist',
    load: () => import('@/features/watchlist/WatchlistScreen'),
    prefetch: playerListFirst,
  },
  {
    path: '/my-team',
    title: 'My Team',
    load: () => import('@/features/my-team/MyTeamScreen'),
    prefetch: bootstrapFirstForSavedManager,
  },
  {
    path: '/live-gameweek',
    title: 'Live Gameweek',
    load: () => import('@/features/live-gameweek/LiveGameweekScreen'),
    prefetch: bootstrapFirstForSavedManager,
  },
  { path: '/my-leagues', title: 'My Leagues', load: () => import('@/features/my-leagues/MyLeaguesScreen') },
  {
    path: '/price-tracker',
    title: 'Price Tracker',
    load: () => import('@/features/price-tracker/PriceTrackerScreen'),
    prefetch: pricesFirst,
  },
  {
    path: '/league-comparison',
    title: 'League Analysis',
    load: () => import('@/features/league-analysis/LeagueAnalysisScreen'),
  },
  {
    path: '/player-statistics',
    title: 'Player Statistics',
    load: () => import('@/features/player-statistics/PlayerStatisticsScreen'),
    prefetch: playerListFirst,
  },
  {
    path: '/projected-goals-cs',
    title: 'Match Projections',
    load: () => import('@/features/projections/MatchProjectionsScreen'),
    prefetch: matchModelFirst,
  },
  {
    path: '/results-projections',
    title: 'Results Projections',
    load: () => import('@/features/projections/ResultsProjectionsScreen'),
    prefetch: matchModelFirst,
  },
  {
    path: '/team-goal-projections',
    title: 'Team Goal Projections',
    load: () => import('@/features/projections/TeamGoalProjectionsScreen'),
  },
  {
    path: '/team-goals-against-projections',
    title: 'Team Goals Against Projections',
    load: () => import('@/features/projections/TeamGoalsAgainstScreen'),
  },
  {
    path: '/team-assist-projections',
    title: 'Team Assist Projections',
    load: () => import('@/features/projections/TeamAssistProjectionsScreen'),
  },
  {
    path: '/team-cs-projections',
    title: 'Team CS Projections',
    load: () => import('@/features/projections/TeamCsProjectionsScreen'),
  },
  {
    path: '/predicted-scores',
    title: 'Predicted Scores',
    load: () => import('@/features/projections/PredictedScoresScreen'),
  },
  {
    path: '/projected-standings',
    title: 'Projected Final Standings',
    load: () => import('@/features/standings/ProjectedStandingsScreen'),
  },
  {
    path: '/goal-share',
    title: 'Season Goal Share',
    load: () => import('@/features/shares/GoalShareScreen'),
  },
  {
    path: '/assist-share',
    title: 'Season Assist Share',
    load: () => import('@/features/shares/AssistShareScreen'),
  },
  {
    path: '/player-goal-projections',
    title: 'Player Total Goal Projections',
    load: () => import('@/features/shares/PlayerGoalProjectionsScreen'),
  },
  {
    path: '/player-assist-projections',
    title: 'Player Assist Projections',
    load: () => import('@/features/shares/PlayerAssistProjectionsScreen'),
  },
  {
    path: '/openfpl-projections',
    title: 'Open FPL Projections',
    load: () => import('@/features/openfpl/OpenFplProjectionsScreen'),
  },
  {
    path: '/season-projections',
    title: 'Season Long Projections',
    load: () => import('@/features/season-projections/SeasonProjectionsScreen'),
    prefetch: seasonTableFirst,
  },
  {
    path: '/admin-goal-projections',
    title: 'Configuration Portal - Team Goals Scored',
    load: () => import('@/features/admin/AdminGoalProjectionsScreen'),
  },
  {
    path: '/admin-upset-config',
    title: 'Predicted Scores Upset Configuration',
    load: () => import('@/features/admin/upset-config/UpsetConfigScreen'),
  },
  {
    path: '/admin/sign-in',
    title: 'Admin Sign-in',
    load: () => import('@/features/admin/auth/AdminSignInScreen'),
  },
];

export const PRODUCT_TITLE = 'FPL Analytics';

/** The route at a path, if any (paths match exactly: no route has parameters). */
export const routeFor = (pathname: string): AppRoute | undefined =>
  ROUTES.find((route) => route.path === pathname);
