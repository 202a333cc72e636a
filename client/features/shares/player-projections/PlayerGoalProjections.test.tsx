import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { chooseOption } from '@/test/select';
import { columnHeaders } from '@/test/table';
import PlayerGoalProjectionsScreen from '../PlayerGoalProjectionsScreen';
import { FIVE, goalAnswer, many } from './test/players';
import { tableNames, tableRows } from './test/table';

const URL = '/api/player-goal-projections';
const TABLE = 'Player goal projections';

const rows = () => tableRows(TABLE);
const names = () => tableNames(TABLE);
const card = (label: string) => screen.getByRole('heading', { level: 2, name: label }).parentElement;
const header = (name: RegExp) => screen.getByRole('columnheader', { name });

describe('Player Total Goal Projections', { timeout: 20_000 }, () => {
  it('lists every player by projected season goals with share, price and pounds per goal', async () => {
    stubFetch({ [URL]: goalAnswer(FIVE) });
    renderWithApp(<PlayerGoalProjectionsScreen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Player Total Goal Projections');
    expect(screen.getByRole('status')).toHaveTextContent('Loading player goal projections...');
    await screen.findByRole('table', { name: TABLE });
    expect(columnHeaders(screen.getByRole('table'))).toEqual([
      'Player',
      'Team',
      'Position',
      'Projected Goals',
      'Team Share %',
      'Price',
      '£ per Goal',
    ]);
    expect(header(/Projected Goals/)).toHaveAttribute('aria-sort', 'descending');
    // £ per goal: price in millions / season goals (14.5 / 24.5 = 0.59); N/A at zero goals.
    expect(rows()).toEqual([
      ['Haaland', 'MCI', 'FWD', '24.5(12 so far)', '40.0%', '£14.5m', '£0.59m'],
      ['Isak', 'NEW', 'FWD', '20.0(7 so far)', '30.0%', '£10.4m', '£0.52m'],
      ['Salah', 'LIV', 'MID', '16.0(8 so far)', '25.0%', '£13.0m', '£0.81m'],
      ['Ødegaard', 'ARS', 'MID', '6.5(2 so far)', '10.0%', '£8.5m', '£1.31m'],
      ['Raya', 'ARS', 'GKP', '0.0(0 so far)', '0.0%', '£5.5m', 'N/A'],
    ]);
    expect(screen.getByText(/after GW11/)).toBeInTheDocument();
  });

  it('counts and summarises the shown players: total, highest, average, 15+ and 20+', async () => {
    stubFetch({ [URL]: goalAnswer(FIVE) });
    renderWithApp(<PlayerGoalProjectionsScreen />);
    await screen.findByRole('table', { name: TABLE });
    // 24.5 + 20 + 16 + 6.5 + 0 = 67 over 5 players.
    expect(screen.getByText('5 players · 67.0 projected goals in total')).toBeInTheDocument();
    expect(card('Highest')).toHaveTextContent('24.5Haaland (MCI)');
    expect(card('Average')).toHaveTextContent('13.4');
    expect(card('15+ Goals')).toHaveTextContent('3players');
    expect(card('20+ Goals')).toHaveTextContent('2players');
    await chooseOption('Position', 'MID');
    expect(names()).toEqual(['Salah', 'Ødegaard']);
    expect(screen.getByText('2 players · 22.5 projected goals in total')).toBeInTheDocument();
    expect(card('15+ Goals')).toHaveTextContent('1players');
    expect(card('20+ Goals')).toHaveTextContent('0players');
  });

  it('sorts by a header: price, name and team ascending first, other columns descending; again reverses', async () => {
    stubFetch({ [URL]: goalAnswer(FIVE) });
    renderWithApp(<PlayerGoalProjectionsScreen />);
    await screen.findByRole('table', { name: TABLE });
    const sortBy = (name: RegExp) => userEvent.click(within(header(name)).getByRole('button'));
    await sortBy(/Price/);
    expect(header(/Price/)).toHaveAttribute('aria-sort', 'ascending');
    expect(header(/Projected Goals/)).not.toHaveAttribute('aria-sort');
    expect(names()).toEqual(['Raya', 'Ødegaard', 'Isak', 'Salah', 'Haaland']);
    await sortBy(/Price/);
    expect(header(/Price/)).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Haaland', 'Salah', 'Isak', 'Ødegaard', 'Raya']);
    // N/A (no projected goal) goes last whichever way.
    await sortBy(/per Goal/);
    expect(names()).toEqual(['Ødegaard', 'Salah', 'Haaland', 'Isak', 'Raya']);
    await sortBy(/per Goal/);
    expect(names()).toEqual(['Isak', 'Haaland', 'Salah', 'Ødegaard', 'Raya']);
    // A to Z as a reader files them: Ødegaard among the O's.
    await sortBy(/Player/);
    expect(names()).toEqual(['Haaland', 'Isak', 'Ødegaard', 'Raya', 'Salah']);
    await sortBy(/Team Share/);
    expect(names()).toEqual(['Haaland', 'Isak', 'Salah', 'Ødegaard', 'Raya']);
    // From the keyboard: Tab to a header's button, Enter sorts.
    within(header(/Team$/)).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(header(/Team$/)).toHaveAttribute('aria-sort', 'ascending');
    expect(names()[0]).toBe('Ødegaard');
  });

  it('searches player or team names (accents ignored) and filters by team', async () => {
    stubFetch({ [URL]: goalAnswer(FIVE) });
    renderWithApp(<PlayerGoalProjectionsScreen />);
    await screen.findByRole('table', { name: TABLE });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'odegaard');
    expect(names()).toEqual(['Ødegaard']);
    await userEvent.clear(search);
    await userEvent.type(search, 'arsenal');
    expect(names()).toEqual(['Ødegaard', 'Raya']);
    await userEvent.clear(search);
    await chooseOption('Team', 'Newcastle');
    expect(names()).toEqual(['Isak']);
    await userEvent.type(search, 'salah');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No players found matching your filters.')).toBeInTheDocument();
    expect(card('Highest')).toHaveTextContent('-No data');
  });

  it('shows 50 rows a page', async () => {
    stubFetch({ [URL]: goalAnswer(many(120)) });
    renderWithApp(<PlayerGoalProjectionsScreen />);
    await screen.findByRole('table', { name: TABLE });
    expect(names()).toHaveLength(50);
    expect(names()[0]).toBe('P01');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(names()[0]).toBe('P51');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(names()).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // A new sort starts again at page 1.
    await userEvent.click(within(header(/Projected Goals/)).getByRole('button'));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(names()[0]).toBe('P120');
  });

  it("shows the spec's message when the data cannot be loaded, and loads again on Retry", async () => {
    let fail = true;
    stubFetch({
      [URL]: () =>
        fail
          ? new Response('', { status: 503, statusText: 'Service Unavailable' })
          : Response.json(goalAnswer(FIVE)),
    });
    renderWithApp(<PlayerGoalProjectionsScreen />);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Error loading player goal projections. Please try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: TABLE })).toBeInTheDocument();
  });

  it('says no players were found when the season has none', async () => {
    stubFetch({ [URL]: goalAnswer([], null, null) });
    renderWithApp(<PlayerGoalProjectionsScreen />);
    expect(await screen.findByText('No players found matching your filters.')).toBeInTheDocument();
    expect(screen.getByText('0 players · 0.0 projected goals in total')).toBeInTheDocument();
  });
});
