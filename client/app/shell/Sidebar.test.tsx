import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { Sidebar } from './Sidebar';

function renderSidebar(path: string, onClose = vi.fn()) {
  const result = renderWithApp(<Sidebar open onClose={onClose} />, { path });
  return { ...result, nav: screen.getByRole('navigation', { name: 'Screens' }), onClose };
}

describe('Sidebar', () => {
  it('lists the sections and entries of the spec, in order', () => {
    const { nav } = renderSidebar('/my-team');
    const headings = within(nav)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'My FPL',
      'Most Popular',
      'Projection Tools',
      'Predictions (with Variance)',
      'Third Party Projection Tools',
    ]);
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/',
      '/my-team',
      '/transfer-optimiser',
      '/my-leagues',
      '/player-statistics',
      '/fixtures',
      '/price-tracker',
      '/projected-goals-cs',
      '/team-goal-projections',
      '/team-cs-projections',
      '/team-goals-against-projections',
      '/team-assist-projections',
      '/predicted-scores',
      '/projected-standings',
      '/season-projections',
      '/openfpl-projections',
    ]);
  });

  it('shows labels with their descriptions', () => {
    const { nav } = renderSidebar('/my-team');
    expect(within(nav).getByRole('link', { name: 'My Live Rank Real-time rank' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(
      within(nav).getByRole('link', { name: 'Predicted Standings Final league table projection' }),
    ).toHaveAttribute('href', '/projected-standings');
    expect(within(nav).getByRole('link', { name: 'Team Goals Scored' })).toHaveAttribute(
      'href',
      '/team-goal-projections',
    );
  });

  it('flags exactly Player Statistics and Fixture Analyzer as Popular, and nothing as New', () => {
    const { nav } = renderSidebar('/my-team');
    const flagged = within(nav)
      .getAllByText('Popular')
      .map((badge) => badge.closest('a')?.getAttribute('href'));
    expect(flagged).toEqual(['/player-statistics', '/fixtures']);
    expect(within(nav).queryByText('New')).toBeNull();
  });

  it('leaves out the routed-but-hidden screens and shows no Analysis Tools section', () => {
    const { container } = renderSidebar('/my-team');
    const hidden = [
      '/transfers',
      '/captain',
      '/watchlist',
      '/league-comparison',
      '/goal-share',
      '/assist-share',
      '/player-goal-projections',
      '/player-assist-projections',
      '/results-projections',
      '/admin-goal-projections',
      '/admin-upset-config',
    ];
    for (const path of hidden) expect(container.querySelector(`a[href="${path}"]`)).toBeNull();
    expect(screen.queryByText('Analysis Tools')).toBeNull();
  });

  it('highlights only the entry for the current route', () => {
    const { nav } = renderSidebar('/fixtures');
    const current = within(nav).getAllByRole('link', { current: 'page' });
    expect(current.map((a) => a.getAttribute('href'))).toEqual(['/fixtures']);
  });

  it('highlights My Live Rank on /live-rank, the same screen as /', () => {
    const { nav } = renderSidebar('/live-rank');
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/');
  });

  it('navigates and asks to close the drawer when an entry is clicked', async () => {
    const { nav, history, onClose } = renderSidebar('/');
    await userEvent.click(within(nav).getByRole('link', { name: /Price Tracker/ }));
    expect(history.at(-1)).toBe('/price-tracker');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/price-tracker');
  });

  it('shows the product title and tagline', () => {
    renderSidebar('/');
    expect(screen.getByText('FPL Analytics')).toBeInTheDocument();
    expect(screen.getByText('Analytical tools to beat the deadline blues')).toBeInTheDocument();
  });
});
