import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Status } from '@contracts/status';
import { getJson } from '@/api/http';
import { renderWithApp, stubFetch } from '@/test/render';
import { StatusIndicator } from './StatusIndicator';

const NOW = new Date('2025-11-08T12:00:00Z');

function status(overrides: Partial<Status> = {}): Status {
  return {
    source: {
      kind: 'live',
      location: 'https://fantasy.premierleague.com/api',
      selectedBy: 'env',
      reason: null,
    },
    season: '2025-26',
    currentGameweek: 11,
    lastFetchedAt: '2025-11-08T11:55:00Z',
    stale: false,
    upstreamError: null,
    dataWarnings: [],
    database: { kind: 'pglite' },
    version: '0.1.0',
    replay: null,
    preparing: null,
    ...overrides,
  };
}

async function renderWith(body: unknown, others: Record<string, () => Response> = {}) {
  stubFetch({ '/api/status': body, ...others });
  renderWithApp(<StatusIndicator />);
  return screen.findByRole('region', { name: 'Data source' });
}

describe('StatusIndicator', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a live source with season, gameweek and when data was fetched', async () => {
    const region = await renderWith(status());
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(region).toHaveTextContent('Season 2025-26 · Gameweek 11 · Data fetched 5 minutes ago');
    const time = screen.getByText('5 minutes ago');
    expect(time).toHaveAttribute('datetime', '2025-11-08T11:55:00Z');
    expect(time.getAttribute('title')).toMatch(/8 Nov 2025/);
    expect(region).not.toHaveTextContent('Stale');
    expect(region).not.toHaveTextContent('Demo data');
  });

  it('says plainly that demo data is invented and lists the ids to try', async () => {
    const region = await renderWith(
      status({
        source: {
          kind: 'demo',
          location: 'demo-season',
          selectedBy: 'auto',
          reason: 'upstream did not answer within 3 s',
        },
        demo: { managerIds: [101, 102, 103, 104], leagueIds: [5001] },
      }),
    );
    expect(await screen.findByText('Demo data')).toBeInTheDocument();
    expect(region).toHaveTextContent('Demo data — an invented season, not the real game.');
    expect(region).toHaveTextContent('Try manager IDs 101, 102, 103; league IDs 5001');
    expect(region).not.toHaveTextContent('104');
    expect(region).toHaveTextContent('Chosen automatically: upstream did not answer within 3 s');
  });

  it('follows the background preparation: loading past seasons, then measuring, then nothing', async () => {
    vi.useRealTimers();
    const answers = [
      status({ preparing: { step: 'loading-history', done: 4, total: 9, retryAt: null } }),
      status({ preparing: { step: 'measuring', done: 1, total: 3, retryAt: null } }),
      status(),
    ];
    let asked = 0;
    const region = await renderWith(undefined, {
      '/api/status': () => Response.json(answers[Math.min(asked++, answers.length - 1)]),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading past seasons: 4 of 9');
    // The line asks again by itself while the server prepares (every 3 s).
    await waitFor(() => expect(region).toHaveTextContent('Measuring accuracy: 1 of 3'), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 5000 });
    expect(region).not.toHaveTextContent(/npm|backtest/);
  }, 15_000);

  it('says when past seasons cannot be fetched and when it tries again', async () => {
    const retryAt = new Date(2025, 10, 8, 12, 4).toISOString();
    await renderWith(status({ preparing: { step: 'fetching-history', done: 2, total: 10, retryAt } }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Past seasons cannot be fetched just now; trying again at 12:04',
    );
  });

  it('says which figures a replay shows as recorded at the end of the season', async () => {
    const snapshot = { kind: 'snapshot', location: 'fpl-data', selectedBy: 'env', reason: null } as const;
    const region = await renderWith(
      status({
        source: snapshot,
        replay: { gameweek: 29, asRecorded: ['player totals', 'prices', 'ownership', 'status', 'clubs'] },
      }),
    );
    expect(await within(region).findByTestId('replay')).toHaveTextContent(
      'Replayed as of the end of gameweek 29; player totals, prices, ownership, status and clubs are as recorded at the end of the season.',
    );
  });

  it('says nothing of a replay on a source that is not one', async () => {
    const region = await renderWith(status());
    expect(within(region).queryByTestId('replay')).not.toBeInTheDocument();
  });

  it('flags a snapshot source', async () => {
    const region = await renderWith(
      status({ source: { kind: 'snapshot', location: 'fpl-data', selectedBy: 'env', reason: null } }),
    );
    expect(await screen.findByText('Snapshot')).toBeInTheDocument();
    expect(region).toHaveTextContent('A recorded copy of the official game; it does not change.');
  });

  it('flags stale data and says why the official game cannot be read', async () => {
    const region = await renderWith(status({ stale: true, upstreamError: 'The game is being updated' }));
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(region).toHaveTextContent('Stale: the official game is not answering, showing the last copy');
    expect(region).toHaveTextContent('The official game cannot be read just now: The game is being updated');
  });

  it('warns as soon as a screen receives a stale copy, and stops once data is fresh again', async () => {
    const relayed = (stale: boolean) => () =>
      Response.json([], {
        headers: {
          'x-data-fetched-at': '2025-11-08T11:00:00Z',
          ...(stale ? { 'x-data-stale': 'true' } : {}),
        },
      });
    const region = await renderWith(status(), { '/api/stale': relayed(true), '/api/fresh': relayed(false) });
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(region).not.toHaveTextContent('Stale');
    await act(() => getJson('/api/stale'));
    expect(region).toHaveTextContent('Stale: the official game is not answering, showing the last copy');
    await act(() => getJson('/api/fresh'));
    expect(region).not.toHaveTextContent('Stale');
  });

  it('says when some official data could not be read, naming the fields on hover', async () => {
    const region = await renderWith(status({ dataWarnings: ['team.strength'] }));
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(region).toHaveTextContent(
      'Some official data is incomplete (1 field): figures that use it show defaults',
    );
    expect(screen.getByTitle('team.strength')).toBeInTheDocument();
  });

  it('handles a season that has not started and data never fetched', async () => {
    const region = await renderWith(status({ season: null, currentGameweek: null, lastFetchedAt: null }));
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(region).toHaveTextContent('Season unknown · Before the season · Not fetched yet');
    expect(region).not.toHaveTextContent('incomplete');
  });
});
