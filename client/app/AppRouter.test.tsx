import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { AppRouter } from './AppRouter';

// Screens load lazily; the first import of a module is transformed on demand and can be slow.
const LOAD = { timeout: 5000 };

// Every route of the product, with the heading each screen shows.
const SPEC_ROUTES: ReadonlyArray<[path: string, heading: string]> = [
  ['/', 'Live Rank Tracker'],
  ['/live-rank', 'Live Rank Tracker'],
  ['/fixtures', 'Fixture Analyzer'],
  ['/transfers', 'Transfer Planner'],
  ['/transfer-optimiser', 'Transfer Optimiser'],
  ['/captain', 'Captain Selector'],
  ['/watchlist', 'My Watchlist'],
  ['/my-team', 'My Team'],
  ['/my-leagues', 'My Leagues'],
  ['/price-tracker', 'Price Tracker'],
  ['/league-comparison', 'League Analysis'],
  ['/player-statistics', 'Player Statistics'],
  ['/projected-goals-cs', 'Match Projections'],
  ['/projected-standings', 'Projected Final Standings'],
  ['/predicted-scores', 'Predicted Scores'],
  ['/results-projections', 'Results Projections'],
  ['/team-goal-projections', 'Team Goal Projections'],
  ['/team-goals-against-projections', 'Team Goals Against Projections'],
  ['/team-assist-projections', 'Team Assist Projections'],
  ['/team-cs-projections', 'Team CS Projections'],
  ['/goal-share', 'Season Goal Share'],
  ['/assist-share', 'Season Assist Share'],
  ['/player-goal-projections', 'Player Total Goal Projections'],
  ['/player-assist-projections', 'Player Assist Projections'],
  ['/openfpl-projections', 'Open FPL Projections'],
  ['/season-projections', 'Season Long Projections'],
  ['/admin-goal-projections', 'Configuration Portal - Team Goals Scored'],
  ['/admin-upset-config', 'Predicted Scores Upset Configuration'],
  ['/admin/sign-in', 'Admin Sign-in'],
];

describe('AppRouter', () => {
  it.each(SPEC_ROUTES)('routes %s to its screen', async (path, heading) => {
    renderWithApp(<AppRouter />, { path });
    const h1 = await screen.findByRole('heading', { level: 1 }, LOAD);
    expect(h1).toHaveTextContent(heading);
    await waitFor(() => expect(document.title).toBe(`${heading} · FPL Analytics`));
    expect(screen.queryByText('404 Page Not Found')).toBeNull();
  });

  it.each(['/nope', '/my-team/extra', '/live-rank/123', '/admin'])(
    'shows the not-found screen for %s',
    async (path) => {
      renderWithApp(<AppRouter />, { path });
      expect(
        await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }, LOAD),
      ).toBeInTheDocument();
      expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    },
  );
});
