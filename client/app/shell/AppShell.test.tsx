import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { AppShell } from './AppShell';

const sidebar = () => document.getElementById('app-sidebar');

function renderShell() {
  return renderWithApp(
    <AppShell>
      <h1>Screen content</h1>
    </AppShell>,
    { path: '/my-team' },
  );
}

describe('AppShell drawer', () => {
  beforeEach(() => {
    stubFetch({}); // the status line's request answers 404; the shell must not care
  });

  it('starts closed, with the menu button reporting it', () => {
    renderShell();
    expect(sidebar()).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('sidebar-overlay')).toBeNull();
  });

  it('opens with the menu button and closes with the close button, returning focus', async () => {
    renderShell();
    const menu = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menu);
    expect(sidebar()).toHaveAttribute('data-state', 'open');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('sidebar-overlay')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(sidebar()).toHaveAttribute('data-state', 'closed');
    expect(menu).toHaveFocus();
  });

  it('closes when the dark overlay is clicked', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByTestId('sidebar-overlay'));
    expect(sidebar()).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByTestId('sidebar-overlay')).toBeNull();
  });

  it('closes on Escape', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    expect(sidebar()).toHaveAttribute('data-state', 'closed');
  });

  it('closes after navigating with an entry', async () => {
    const { history } = renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('link', { name: /My Leagues/ }));
    expect(history.at(-1)).toBe('/my-leagues');
    expect(sidebar()).toHaveAttribute('data-state', 'closed');
  });

  it('shows the mobile top bar texts, the screen and the footer', async () => {
    renderShell();
    expect(screen.getByText('Analytical tools')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Screen content' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'Data comes from the official Fantasy Premier League game and is updated in real time.',
    );
  });
});

/** A `/api/status` answer from the given source, at the given gameweek. */
const status = (kind: 'live' | 'snapshot' | 'demo', currentGameweek = 11) => ({
  source: { kind, location: 'x', selectedBy: 'env', reason: null },
  season: '2025-26',
  currentGameweek,
  lastFetchedAt: null,
  stale: false,
  upstreamError: null,
  dataWarnings: [],
  database: { kind: 'pglite' },
  version: '0.1.0',
});

describe('AppShell footer', () => {
  it('says plainly when the data is invented demo data', async () => {
    stubFetch({ '/api/status': status('demo') });
    renderShell();
    expect(
      await screen.findByText(/Right now it shows demo data: an invented season, not the real game\./),
    ).toBeInTheDocument();
  });

  it('adds no note on live data', async () => {
    stubFetch({ '/api/status': status('live') });
    renderShell();
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('Right now');
  });
});

describe('AppShell status line', () => {
  it('waits in its place with the screen, then shows the source and the screen together', async () => {
    stubFetch({ '/api/status': status('snapshot', 19) });
    renderShell();
    expect(screen.getByRole('region', { name: 'Data source' })).toHaveTextContent(
      'Checking the data source…',
    );
    // The screen waits for the line, so the line's final height never pushes a drawn screen down.
    expect(screen.queryByRole('heading', { name: 'Screen content' })).toBeNull();
    expect(await screen.findByText('Snapshot')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Data source' })).toHaveTextContent(
      'Season 2025-26 · Gameweek 19 · Not fetched yet',
    );
    expect(screen.getByRole('heading', { name: 'Screen content' })).toBeInTheDocument();
  });

  it('says "Status unavailable" when the status request fails, and shows the screen', async () => {
    stubFetch({ '/api/status': () => new Response('', { status: 500 }) });
    renderShell();
    expect(await screen.findByText('Status unavailable')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Screen content' })).toBeInTheDocument();
  });

  it('says "Status unavailable" for an answer it cannot show, and the screen stays', async () => {
    stubFetch({ '/api/status': { source: { kind: 'mystery' } } });
    renderShell();
    expect(await screen.findByText('Status unavailable')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Data source' })).toHaveTextContent('Status unavailable');
    expect(screen.getByRole('heading', { name: 'Screen content' })).toBeInTheDocument();
  });
});
