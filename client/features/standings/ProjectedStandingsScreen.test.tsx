import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { columnHeaders } from '@/test/table';
import ProjectedStandingsScreen from './ProjectedStandingsScreen';
import { standings } from './components/test-data';

const URL = '/api/projected-standings';

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;

describe('Projected Final Standings', { timeout: 20_000 }, () => {
  it('shows the gameweek and the 20 clubs with badges, signed goal difference and actual + projected games', async () => {
    stubFetch({ [URL]: standings() });
    renderWithApp(<ProjectedStandingsScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading projected standings...');
    const table = await screen.findByRole('table', { name: 'Projected final standings' });
    expect(screen.getByTestId('current-gameweek')).toHaveTextContent('Current gameweek: GW11 of 2025-26');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(20);
    const headers = columnHeaders(table);
    expect(headers.slice(0, 12)).toEqual([
      'Pos',
      'Team',
      'P',
      'W',
      'D',
      'L',
      'GF',
      'GA',
      'GD',
      'Pts',
      'Form',
      'Title',
    ]);

    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // Arsenal: 1st, 24.4 wins, goal difference +50, 80.4 points, title 60%.
    expect(cells('Arsenal')).toEqual([
      '1 (Champions League)',
      '38',
      '24.4',
      '8.0',
      '5.6',
      '80',
      '30',
      '+50',
      '80.4',
      '10A + 28P',
      '60%',
      '90%',
      '>99%',
      '0%',
    ]);
    expect(within(rowOf('Arsenal')).getByTitle('10 played, 28 to play')).toHaveTextContent('10A + 28P');
    expect(screen.getByRole('region', { name: 'About the Standings' })).toHaveTextContent(
      '19A + 19P is 19 games played (actual results) and 19 still to play (projected)',
    );
    expect(cells('Brighton')[0]).toBe('5 (Europa League)');
    expect(cells('Brighton')[11]).toBe('<1%');
    expect(cells('Chelsea')[0]).toBe('7 (Conference League)');
    expect(cells('Crystal Palace')[0]).toBe('8');
    expect(cells('Everton')[7]).toBe('+10');
    expect(cells('Fulham')[7]).toBe('+5');
    expect(cells('Leeds')[7]).toBe('+0');
    expect(cells('Liverpool')[7]).toBe('-5');
    expect(cells('Wolves')[0]).toBe('20 (Relegation)');
    expect(within(rowOf('Wolves')).getByText('20')).toHaveAttribute('title', 'Relegation');
  });

  it('opens a club detail from the keyboard: the table so far and the likeliest places', async () => {
    stubFetch({ [URL]: standings() });
    renderWithApp(<ProjectedStandingsScreen />);
    const button = await screen.findByRole('button', { name: /^Arsenal ARS/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const detail = screen.getByTestId('standing-detail');
    expect(detail).toHaveTextContent('So far (10 games): won 7, drawn 2, lost 1, goals 20-8, 23 points.');
    expect(detail).toHaveTextContent('Chances: title 60%, top four 90%, top seven >99%, relegation 0%.');
    expect(detail).toHaveTextContent('Likeliest finish: 1st 60%, 2nd 40%.');
    await userEvent.keyboard(' ');
    expect(screen.queryByTestId('standing-detail')).not.toBeInTheDocument();
  });

  it('refetches on Refresh, saying so while it waits', async () => {
    let release: () => void = () => {};
    let answered = 0;
    const calls = stubFetch({
      [URL]: () => {
        answered += 1;
        if (answered === 1) return Response.json(standings());
        return new Promise<Response>((resolve) => {
          release = () => resolve(Response.json(standings({ current_gameweek: 12 })));
        }) as unknown as Response;
      },
    });
    renderWithApp(<ProjectedStandingsScreen />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Standings' }));
    expect(await screen.findByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Refresh Standings' })).toBeEnabled();
    expect(screen.getByTestId('current-gameweek')).toHaveTextContent('GW12');
    expect(calls.filter((c) => c.url === URL)).toHaveLength(2);
  });

  it('explains the badges and says how to measure the table until it is measured', async () => {
    stubFetch({ [URL]: standings() });
    renderWithApp(<ProjectedStandingsScreen />);
    const legend = await screen.findByRole('region', { name: 'About the Standings' });
    const badges = within(legend).getByRole('list', { name: 'Position badges' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['1-4Champions League', '5-6Europa League', '7Conference League', '18-20Relegation']);
    expect(legend).toHaveTextContent('10,000 times');
    expect(within(legend).getByTestId('standings-measured')).toHaveTextContent(
      'Not measured yet: the error of projected final tables is measured on past seasons, and this server has none loaded yet.',
    );
  });

  it('shows the measured figures beside the points-per-game baseline', async () => {
    const checkpoint = (gameweek: number, mae: number, base: number) => ({
      gameweek,
      clubs: 100,
      points_mae: mae,
      baseline_points_mae: base,
      top4_brier: 0.0812,
      relegation_brier: 0.0634,
    });
    const backtest = {
      measured_at: '2026-11-23T17:00:00.000Z',
      seasons: ['2024-25', '2025-26'],
      runs: 10_000,
      checkpoints: [checkpoint(10, 7.44, 10.31), checkpoint(19, 5.1, 6.0)],
    };
    stubFetch({ [URL]: standings({ backtest }) });
    renderWithApp(<ProjectedStandingsScreen />);
    const measured = await screen.findByTestId('standings-measured');
    expect(measured).toHaveTextContent('over 2024-25, 2025-26');
    expect(measured).toHaveTextContent('7.4 after GW10 (10.3), 5.1 after GW19 (6.0)');
    expect(measured).toHaveTextContent('Top-four Brier score after GW10: 0.081; relegation 0.063');
  });

  it('offers a retry when the read fails, and says when there are no clubs yet', async () => {
    stubFetch({ [URL]: () => new Response('', { status: 503, statusText: 'Service Unavailable' }) });
    const { unmount } = renderWithApp(<ProjectedStandingsScreen />);
    expect(await screen.findByText('Failed to load projected standings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
    unmount();
    stubFetch({ [URL]: standings({ rows: [] }) });
    renderWithApp(<ProjectedStandingsScreen />);
    expect(await screen.findByText('No standings yet')).toBeInTheDocument();
  });
});
