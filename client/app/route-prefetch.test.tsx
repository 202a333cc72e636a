import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextTask } from '@/api/http';
import { setStoredManagerId } from '@/lib/storage';
import { renderWithApp, stubFetch } from '@/test/render';
import { AppRouter } from './AppRouter';

// A file of its own: no screen's code has loaded yet when each test starts (the first import of a
// lazy screen is asynchronous), as on a first visit.
const LOAD = { timeout: 20_000 };

describe('route data asked for with the screen code', { timeout: 30_000 }, () => {
  it.each([
    ['/player-statistics', '/api/player-list'],
    ['/watchlist', '/api/player-list'],
    ['/projected-goals-cs', '/api/match-model'],
    ['/results-projections', '/api/match-model'],
    ['/transfers', '/api/transfer-planner?type=in&position=all&price=all'],
    ['/captain', '/api/captain-candidates?strategy=safe&position=all'],
    ['/price-tracker', '/api/price-changes/recent'],
    ['/season-projections', '/api/season-projections'],
  ])('asks on %s for %s while the screen’s code is still loading', async (path, url) => {
    const calls = stubFetch({ [url]: { elements: [], teams: [], events: [] } });
    renderWithApp(<AppRouter />, { path });
    await nextTask(); // a read starts a task after it is asked for
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain(url);
    // Then the screen (or its error block: the stub's bootstrap is empty) replaces the fallback.
    await waitFor(() => expect(document.querySelector('h1, [role="alert"]')).not.toBeNull(), LOAD);
  });

  it.each(['/my-team', '/live-gameweek'])(
    'asks on %s for the bootstrap only when a manager ID is saved',
    async (path) => {
      const calls = stubFetch({ '/api/bootstrap-static': { elements: [], teams: [], events: [] } });
      renderWithApp(<AppRouter />, { path });
      await nextTask();
      expect(calls.map((c) => c.url)).not.toContain('/api/bootstrap-static');
      await screen.findByText('No manager selected', undefined, LOAD);
      expect(calls.map((c) => c.url)).not.toContain('/api/bootstrap-static');
    },
  );

  it.each(['/my-team', '/live-gameweek'])(
    'asks on %s for the bootstrap with the code when a manager ID is saved',
    async (path) => {
      setStoredManagerId('25029');
      const calls = stubFetch({});
      renderWithApp(<AppRouter />, { path });
      await nextTask();
      expect(calls.map((c) => c.url)).toContain('/api/bootstrap-static');
      await screen.findByRole('heading', { level: 1 }, LOAD);
    },
  );

  it('does not ask for it on a screen that does not read it first', async () => {
    const calls = stubFetch({});
    renderWithApp(<AppRouter />, { path: '/fixtures' });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1 }, LOAD);
    expect(calls.map((c) => c.url)).not.toContain('/api/bootstrap-static');
  });
});
