import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { chooseOption, combobox } from '@/test/select';
import OpenFplProjectionsScreen from './OpenFplProjectionsScreen';
import { allHorizons, answer, MEASURED, NO_BACKTEST, PLAYERS, projectionsUrl } from './test/data';

function api(over: Record<string, unknown> = {}) {
  return stubFetch({
    ...allHorizons(),
    '/api/openfpl-metrics': NO_BACKTEST,
    // The screen's provisional notice reads the match model's answer (no notice here).
    '/api/match-model': { provisional_reason: null },
    ...over,
  });
}

// The first render under a busy machine's jsdom can take seconds.
const table = (name: RegExp = /^Projected points/) =>
  screen.findByRole('table', { name }, { timeout: 10_000 });
const names = (t: HTMLElement) =>
  within(t)
    .getAllByRole('rowheader')
    .map((h) => h.firstElementChild?.textContent);
const cells = (t: HTMLElement, player: string) => {
  const header = within(t)
    .getAllByRole('rowheader')
    .find((h) => h.firstElementChild?.textContent === player);
  return within(header!.closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);
};
const choose = chooseOption;
const unavailable = (message: string) => () =>
  Response.json({ error: 'model_unavailable', message }, { status: 503, statusText: 'Service Unavailable' });

// Radix selects and tables under jsdom take seconds on a busy machine.
describe('Open FPL Projections', { timeout: 30_000 }, () => {
  it('asks for horizons 1 to 6 and merges them: a column per gameweek, totals, ownership, best total first', async () => {
    const calls = api();
    renderWithApp(<OpenFplProjectionsScreen />);
    const points = await table();
    expect(calls.map((c) => c.url)).toEqual(
      expect.arrayContaining([1, 2, 3, 4, 5, 6].map(projectionsUrl).concat('/api/openfpl-metrics')),
    );
    // Horizon 6 falls after the season's last gameweek (16): no column for it.
    expect(
      within(points)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Player', 'Price', 'GW12', 'GW13', 'GW14', 'GW15', 'GW16', 'Total', 'Owned']);
    expect(names(points)).toEqual(['Haaland', 'Salah', 'Mbeumo', 'Raya', 'Gabriel']);
    expect(cells(points, 'Salah')).toEqual(['£14.5m', '6.5', '4.2', '3.0', '5.0', '2.0', '20.7', '60.1%']);
    expect(within(points).getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(within(points).getAllByText('6.5')[0]).toHaveClass('bg-green-100');
    expect(within(points).getAllByText('4.2')[0]).toHaveClass('bg-blue-100');
    expect(within(points).getAllByText('2.0')[0]).not.toHaveClass('bg-blue-100');
    expect(screen.getByTestId('shown-count')).toHaveTextContent('Showing 5 of 5 players');
    expect(screen.getByTestId('model-line')).toHaveTextContent(
      "a component model (minutes, goals, assists, clean sheets, saves, defensive contributions, bonus) measured against the game's own expected points",
    );
  });

  it('shows the average confidence of the players shown with its meaning, and the highlights', async () => {
    api();
    renderWithApp(<OpenFplProjectionsScreen />);
    await table();
    // Two players at 70% and three at 50% in every gameweek: 58%, under 60 so red.
    expect(screen.getByTestId('average-confidence')).toHaveTextContent('58.0%');
    expect(screen.getByTestId('average-confidence')).toHaveClass('text-red-700');
    const confidence = screen.getByRole('region', { name: 'Average model confidence' });
    expect(confidence).toHaveTextContent(
      'came within 2 points of the outcome (mean over the 25 projections shown)',
    );
    expect(screen.getByTestId('highlight-points')).toHaveTextContent(
      'Top projected scorerHaaland (Man City)22.1 pts',
    );
    expect(screen.getByTestId('highlight-goals')).toHaveTextContent(
      'Most expected goalsHaaland (Man City)3.10 goals',
    );
    expect(screen.getByTestId('highlight-assists')).toHaveTextContent(
      'Most expected assistsSalah (Liverpool)1.55 assists',
    );
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveTextContent('Totals over GW12-GW16.');

    await choose('Position', 'Forwards');
    expect(screen.getByTestId('average-confidence')).toHaveTextContent('70.0%');
    expect(screen.getByTestId('average-confidence')).toHaveClass('text-yellow-700');
  });

  it('says confidence is not measured yet when every projection has none', async () => {
    api(allHorizons((h) => answer(h, PLAYERS, null)));
    renderWithApp(<OpenFplProjectionsScreen />);
    await table();
    const confidence = screen.getByRole('region', { name: 'Average model confidence' });
    expect(confidence).toHaveTextContent('Not measured yet');
    expect(screen.queryByTestId('average-confidence')).toBeNull();
  });

  it('sorts by the header clicked, reversing on a second click, from the keyboard too', async () => {
    api();
    renderWithApp(<OpenFplProjectionsScreen />);
    const points = await table();
    await userEvent.click(within(points).getByRole('button', { name: 'GW12' }));
    expect(names(points)).toEqual(['Salah', 'Haaland', 'Mbeumo', 'Gabriel', 'Raya']);
    expect(within(points).getByRole('columnheader', { name: 'GW12' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(within(points).getByRole('columnheader', { name: 'Total' })).not.toHaveAttribute('aria-sort');

    within(points).getByRole('button', { name: 'GW12' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(names(points)).toEqual(['Raya', 'Gabriel', 'Mbeumo', 'Haaland', 'Salah']);
    expect(within(points).getByRole('columnheader', { name: 'GW12' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await userEvent.click(within(points).getByRole('button', { name: 'Player' }));
    expect(names(points)).toEqual(['Gabriel', 'Haaland', 'Mbeumo', 'Raya', 'Salah']);
    await userEvent.click(within(points).getByRole('button', { name: 'Owned' }));
    expect(names(points)).toEqual(['Haaland', 'Salah', 'Gabriel', 'Raya', 'Mbeumo']);
    await userEvent.click(within(points).getByRole('button', { name: 'Price' }));
    expect(names(points)).toEqual(['Salah', 'Haaland', 'Mbeumo', 'Gabriel', 'Raya']);
  });

  it('switches to goals and assists per gameweek, with their highlights', async () => {
    api();
    renderWithApp(<OpenFplProjectionsScreen />);
    await table();
    await userEvent.click(screen.getByRole('tab', { name: 'Goals' }));
    const goals = await table(/^Projected goals/);
    expect(names(goals)).toEqual(['Haaland', 'Salah', 'Mbeumo', 'Gabriel', 'Raya']);
    expect(cells(goals, 'Haaland')).toEqual([
      '£14.0m',
      '0.62',
      '0.62',
      '0.62',
      '0.62',
      '0.62',
      '3.10',
      '70.5%',
    ]);
    expect(within(goals).getAllByText('0.62')[0]).toHaveClass('bg-green-100');
    expect(within(goals).getAllByText('0.45')[0]).not.toHaveClass('bg-green-100');

    await userEvent.click(screen.getByRole('tab', { name: 'Assists' }));
    const assists = await table(/^Projected assists/);
    expect(names(assists)).toEqual(['Salah', 'Mbeumo', 'Haaland', 'Gabriel', 'Raya']);
    expect(cells(assists, 'Salah')).toContain('1.55');
    expect(within(assists).getAllByText('0.31')[0]).toHaveClass('bg-green-100');
    expect(within(assists).getAllByText('0.20')[0]).not.toHaveClass('bg-green-100');
  });

  it('filters by search, position, minimum ownership and maximum price in pounds', async () => {
    api();
    renderWithApp(<OpenFplProjectionsScreen />);
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'ARSENAL');
    expect(names(await table())).toEqual(['Raya', 'Gabriel']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'sal');
    expect(names(await table())).toEqual(['Salah']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));

    await choose('Position', 'Midfielders');
    expect(names(await table())).toEqual(['Salah', 'Mbeumo']);
    await choose('Position', 'All Positions');

    await userEvent.type(screen.getByRole('spinbutton', { name: 'Min ownership (%)' }), '50');
    expect(names(await table())).toEqual(['Haaland', 'Salah']);
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Min ownership (%)' }));

    await choose('Max price', '£8.0m');
    expect(combobox('Max price')).toHaveDisplayValue('£8.0m');
    expect(names(await table())).toEqual(['Mbeumo', 'Raya', 'Gabriel']);
    await choose('Max price', '£5.0m');
    expect(screen.queryByRole('table', { name: /^Projected points/ })).toBeNull();
    expect(screen.getByText('No predictions match your criteria')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveTextContent('No player to highlight');
  });

  it('shows only the chosen horizon: fewer columns and totals over them', async () => {
    api();
    renderWithApp(<OpenFplProjectionsScreen />);
    await table();
    await userEvent.click(within(await table()).getByRole('button', { name: 'GW15' }));
    await choose('Horizon', '2 gameweeks');
    const points = await table();
    expect(
      within(points)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Player', 'Price', 'GW12', 'GW13', 'Total', 'Owned']);
    // The GW15 sort left with its column: back to the total (Haaland 12.1, Salah 10.7, Gabriel and Raya
    // 7.0 by name, Mbeumo 6.5).
    expect(names(points)).toEqual(['Haaland', 'Salah', 'Gabriel', 'Raya', 'Mbeumo']);
    expect(cells(points, 'Salah')).toEqual(['£14.5m', '6.5', '4.2', '10.7', '60.1%']);
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveTextContent('Totals over GW12-GW13.');
  });

  it('shows skeletons of the table while loading', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    renderWithApp(<OpenFplProjectionsScreen />);
    expect(screen.getByTestId('table-skeleton')).toBeInTheDocument();
    expect(screen.getByText('Loading projections...')).toBeInTheDocument();
    expect(combobox('Horizon')).toHaveDisplayValue('6 gameweeks');
  });

  it('shows the offline message with the reason and retries', async () => {
    let failing = true;
    api({
      [projectionsUrl(3)]: () =>
        failing ? unavailable('The points model could not be computed.')() : Response.json(answer(3)),
    });
    renderWithApp(<OpenFplProjectionsScreen />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent('OpenFPL System Offline');
    expect(alert).toHaveTextContent('Model training in progress or API temporarily unavailable');
    expect(alert).toHaveTextContent('Please try again in a few minutes');
    expect(alert).toHaveTextContent('The points model could not be computed.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(names(await table())).toEqual(['Haaland', 'Salah', 'Mbeumo', 'Raya', 'Gabriel']);
  });

  it('says so when the season has no gameweek left to project', async () => {
    api(allHorizons((h) => answer(h).map((p) => ({ ...p, gameweek: null }))));
    renderWithApp(<OpenFplProjectionsScreen />);
    expect(await screen.findByText('No predictions match your criteria')).toBeInTheDocument();
    expect(screen.getByText('The season has no gameweeks left to project.')).toBeInTheDocument();
  });

  it('shows the metrics message and placeholders until a backtest is stored', async () => {
    api();
    renderWithApp(<OpenFplProjectionsScreen />);
    const card = screen.getByRole('region', { name: 'Model performance' });
    expect(await within(card).findByTestId('metrics-message')).toHaveTextContent(
      "Not measured yet: the points model's error (each past gameweek projected from the matches before it) is measured on past seasons",
    );
    const overall = within(card).getByRole('rowheader', { name: 'Overall' }).closest('tr')!;
    expect(
      within(overall)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['—', '—', '—']);
    expect(card).toHaveTextContent('Accuracy rate (within 2 points)—');
    expect(card).toHaveTextContent('Last updatedNot yet');
  });

  it('shows the measured errors beside both xP figures, the accuracy rate as a percent, rows, seasons and date', async () => {
    api({ '/api/openfpl-metrics': MEASURED });
    renderWithApp(<OpenFplProjectionsScreen />);
    const card = screen.getByRole('region', { name: 'Model performance' });
    await within(card).findByRole('table');
    const row = (label: string) =>
      within(within(card).getByRole('rowheader', { name: label }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(row('Overall')).toEqual(['1.988', '2.200', '2.100']);
    expect(row('Haulers (5+ points)')).toEqual(['4.500', '5.500', '5.250']);
    expect(row('Tickers (3-4 points)')).toEqual(['1.250', '1.750', '1.500']);
    expect(row('Blanks (1-2 points)')).toEqual(['1.100', '1.150', '1.050']);
    expect(card).toHaveTextContent('Accuracy rate (within 2 points)62.3%');
    expect(card).toHaveTextContent('Rows scored123,456');
    expect(card).toHaveTextContent('Seasons2023-24, 2024-25');
    expect(card).toHaveTextContent(/Last updated20 Nov 2026, \d\d:30/);
    expect(within(card).queryByTestId('metrics-message')).toBeNull();
  });

  it('keeps the screen when only the metrics fail', async () => {
    api({ '/api/openfpl-metrics': unavailable('No database') });
    renderWithApp(<OpenFplProjectionsScreen />);
    await table();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent("Unable to load the model's measured figures."),
    );
  });
});
