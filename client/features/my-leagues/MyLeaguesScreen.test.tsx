import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@/components/manager/test/patient';
import { describe, expect, it } from 'vitest';
import type { LeagueStandingsResponse } from '@contracts/api/leagues';
import { league, smallLeague, summary } from '@/components/manager/test/fixtures';
import { MANAGER_ID_STORAGE_KEY } from '@/lib/storage';
import { apiError, renderWithApp, stubFetch } from '@/test/render';
import MyLeaguesScreen from './MyLeaguesScreen';

const classic = [
  league(314, 'Overall', 400_000),
  league(106780, 'Biddenham Fantasy League', 2, { entry_last_rank: 1, rank_count: 5 }),
  league(666805, 'Ginger Wolves Conference', 2, { rank_count: 13 }),
];
const asStandings = (l = smallLeague()): LeagueStandingsResponse => ({
  league: { id: l.id, name: l.name, created: l.created, league_type: 'x', scoring: 'c' },
  standings: { results: l.standings, has_next: false },
  lastUpdatedData: null,
  pagesFetched: 1,
  capped: false,
});
const failure = (status: number, message: string) => () => apiError(status, { error: 'x', message });

function api(overrides: Record<string, unknown> = {}) {
  return stubFetch({
    '/api/manager/25029': summary(25029),
    '/api/manager/25029/leagues': { managerId: 25029, classic },
    '/api/leagues-classic/106780/standings': asStandings(),
    '/api/leagues-classic/666805/standings': failure(502, 'Upstream is down'),
    '/api/leagues/106780/analyze': smallLeague(),
    '/api/manager/7': summary(7),
    '/api/manager/7/leagues': { managerId: 7, classic: [league(314, 'Overall', 1)] },
    ...overrides,
  });
}

const openWithSavedId = () => {
  window.localStorage.setItem(MANAGER_ID_STORAGE_KEY, '25029');
  return renderWithApp(<MyLeaguesScreen />);
};

describe('My Leagues', () => {
  it('lists only private leagues (id above 1000) with their count', async () => {
    api();
    openWithSavedId();
    expect(await screen.findByTestId('manager-name')).toHaveTextContent('Will Finney');
    const heading = await screen.findByRole('heading', { name: /Private Leagues/ });
    expect(heading).toHaveTextContent('Private Leagues 2');
    expect(
      screen.getAllByTestId('league-card').map((c) => within(c).getByRole('heading').textContent),
    ).toEqual(['Biddenham Fantasy League', 'Ginger Wolves Conference']);
  });

  it('shows position with movement, points, percentile band, gap to the average and the top 3 with You', async () => {
    api();
    openWithSavedId();
    const card = (await screen.findAllByTestId('league-card'))[0]!;
    expect(card).toHaveTextContent('ID 106780 · Classic · Invitational · created 21 Jul 2025 · 5 members');
    const top3 = await within(card).findByRole('list', { name: 'Top 3 of Biddenham Fantasy League' });
    expect(
      within(top3)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.Ann Able400', '2.You380', '3.Cat Cole350']);
    const figure = (label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(figure('Position')).toHaveTextContent('#2Down 1');
    expect(figure('Points')).toHaveTextContent('380');
    expect(figure('Standing')).toHaveTextContent('Top 40.0%Above Average');
    expect(figure('vs average')).toHaveTextContent('+40.0 pts');
  });

  it("says 'Unable to load league standings' on a card whose table failed", async () => {
    api();
    openWithSavedId();
    const card = (await screen.findAllByTestId('league-card'))[1]!;
    expect(await within(card).findByRole('alert')).toHaveTextContent('Unable to load league standings');
    // Rank 2 of 13 from the league list still shows: 15.4%.
    expect(within(card).getByText('Standing', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Top 15.4%Above Average',
    );
  });

  it('opens the analysis with three tabs, marks You, and goes back to the list', async () => {
    api();
    openWithSavedId();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Analyze League: Biddenham Fantasy League' }),
    );
    expect(screen.getByRole('button', { name: 'Back to Leagues' })).toHaveFocus();
    expect(await screen.findByRole('tab', { name: 'League Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Your position')).toHaveTextContent('#2of 5');
    await userEvent.click(screen.getByRole('tab', { name: 'Player Rankings' }));
    const you = screen.getAllByTestId('standing-row')[1]!;
    expect(you).toHaveTextContent('Will XIYou');
    await userEvent.click(screen.getByRole('tab', { name: 'Performance Analysis' }));
    expect(screen.getByTestId('category-mid')).toHaveTextContent('You');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Leagues' }));
    expect(await screen.findAllByTestId('league-card')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Analyze League: Biddenham Fantasy League' })).toHaveFocus();
  });

  it('shows a failed analysis with a Retry instead of loading forever', async () => {
    api({ '/api/leagues/106780/analyze': failure(503, 'The game is updating') });
    openWithSavedId();
    await userEvent.click(await screen.findByRole('button', { name: /Analyze League: Biddenham/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load league data. Please try again.');
    expect(alert).toHaveTextContent('The game is updating');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says so when the manager has no private league', async () => {
    api();
    renderWithApp(<MyLeaguesScreen />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Manager ID' }), '7{Enter}');
    expect(await screen.findByText('No private leagues found for this manager.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Private Leagues/ })).toHaveTextContent('Private Leagues 0');
  });

  it('accepts digits only in the ID box', async () => {
    api();
    renderWithApp(<MyLeaguesScreen />);
    const box = screen.getByRole('textbox', { name: 'Manager ID' });
    await userEvent.type(box, 'a2b5-029');
    expect(box).toHaveValue('25029');
  });

  it('shows both spec messages: manager failure and leagues failure', async () => {
    api({
      '/api/manager/25029/leagues': failure(500, 'boom'),
      '/api/manager/404': failure(404, 'Manager 404 not found'),
    });
    openWithSavedId();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load leagues data. Please try again.',
    );
    const box = screen.getByRole('textbox', { name: 'Manager ID' });
    await userEvent.clear(box);
    await userEvent.type(box, '404{Enter}');
    expect(
      await screen.findByText('Failed to load manager data. Please check the Manager ID and try again.'),
    ).toBeInTheDocument();
  });
});
