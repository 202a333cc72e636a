import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { chooseOption, optionLabels } from '@/test/select';
import PlayerStatisticsScreen from './PlayerStatisticsScreen';
import { historical, playerList } from './test/data';

const table = () => screen.getByRole('table', { name: 'Player statistics' });
/** The web names in the table's rows, top to bottom. */
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.firstElementChild?.firstElementChild?.textContent);
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.replace(/\s*\(.*\)/, ''));

function api(count = 45) {
  return stubFetch({
    '/api/player-list': playerList(count, (i) =>
      i === 3
        ? { status: 'd', news: 'Knock' }
        : i === 5
          ? { status: 'i' }
          : // The game's 0% chance makes him unavailable here as on the planner cards.
            i === 7
            ? { chance_of_playing_next_round: 0 }
            : {},
    ),
    '/api/seasons': ['2025-26', '2024-25', '2023-24'],
    '/api/players/historical/2024-25': [
      historical(1),
      historical(2, { web_name: 'Solanke', total_points: 200 }),
    ],
  });
}

// Each test renders full pages of a 15-column table under jsdom: slower than the default 5 s allows.
describe('Player Statistics', { timeout: 20_000 }, () => {
  it('lists players 20 a page, most points first, with five page buttons plus the last', async () => {
    api(141);
    renderWithApp(<PlayerStatisticsScreen />);
    await screen.findByRole('table', { name: 'Player statistics' });
    expect(screen.getByTestId('row-count')).toHaveTextContent('Showing 1–20 of 141 players');
    // The first screenful is drawn with the table, the rest of the page just after; counting rows
    // by role on every poll (slow in jsdom) would starve that drawing.
    await waitFor(() => expect(table().querySelector('tbody')?.rows).toHaveLength(20), { timeout: 10_000 });
    expect(names()).toHaveLength(20);
    expect(names()[0]).toBe('Player1');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Page/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '8']);

    await userEvent.click(within(pages).getByRole('button', { name: 'Page 8' }));
    expect(screen.getByTestId('row-count')).toHaveTextContent('Showing 141–141 of 141 players');
    expect(names()).toEqual(['Player141']);
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Page/ })
        .map((b) => b.textContent),
    ).toEqual(['4', '5', '6', '7', '8']);
  });

  it('toggles the same field, starts a new field descending and goes back to page 1', async () => {
    api();
    renderWithApp(<PlayerStatisticsScreen />);
    await screen.findByRole('table', { name: 'Player statistics' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(names()[0]).toBe('Player21');

    // Points is the sort in use: a click turns it ascending and returns to page 1.
    await userEvent.click(screen.getByRole('button', { name: /^Points/ }));
    expect(screen.getByRole('columnheader', { name: /^Points/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByTestId('row-count')).toHaveTextContent('Showing 1–20 of 45');
    expect(names()[0]).toBe('Player45');

    // Minutes is new: descending first (player i has 90 x i minutes), then ascending.
    await userEvent.click(screen.getByRole('button', { name: /^Minutes/ }));
    expect(screen.getByRole('columnheader', { name: /^Minutes/ })).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe('Player45');
    await userEvent.click(screen.getByRole('button', { name: /^Minutes/ }));
    expect(names()[0]).toBe('Player1');
  });

  it('searches and filters, showing statuses and the quick stats of the players matched', async () => {
    api();
    renderWithApp(<PlayerStatisticsScreen />);
    await screen.findByRole('table', { name: 'Player statistics' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'second3');
    // "Second3" and "Second30".."Second39" match the full name.
    expect(screen.getByTestId('row-count')).toHaveTextContent('of 11 players');
    const row3 = within(table()).getAllByRole('row')[1]!;
    expect(row3).toHaveTextContent('Player3');
    expect(within(row3).getByText('Doubtful')).toBeInTheDocument();
    const quick = screen.getByRole('region', { name: 'Quick stats' });
    expect(within(quick).getByText('Players').nextElementSibling).toHaveTextContent('11');
    expect(within(quick).getByText('Top scorer').nextElementSibling).toHaveTextContent('Player3');

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await chooseOption('Availability', 'Unavailable');
    expect(names()).toEqual(['Player5', 'Player7']);
    expect(within(table()).getAllByText('Unavailable')).toHaveLength(2);
  });

  it('switches to a past season: its players, without the live-only columns', async () => {
    api();
    renderWithApp(<PlayerStatisticsScreen />);
    await screen.findByRole('table', { name: 'Player statistics' });
    expect(headers()).toContain('Form');
    expect(headers()).toContain('Status');
    expect(optionLabels('Season')).toEqual(['2025-26 (live)', '2024-25', '2023-24']);
    await chooseOption('Season', '2024-25');
    await waitFor(() => expect(names()).toEqual(['Solanke', 'Old1']));
    expect(headers()).not.toContain('Form');
    expect(headers()).not.toContain('Status');
    expect(screen.queryByRole('combobox', { name: 'Availability' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Season 2024-25' })).toBeInTheDocument();
  });

  it('shows the error block with Retry when the players cannot be loaded', async () => {
    stubFetch({ '/api/player-list': () => new Response('down', { status: 503 }) });
    renderWithApp(<PlayerStatisticsScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load player data');
    expect(alert).toHaveTextContent(
      'Unable to connect to FPL API. Please check your connection and try again.',
    );
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
