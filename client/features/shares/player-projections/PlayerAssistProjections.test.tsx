import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { chooseOption, combobox, optionLabels } from '@/test/select';
import { columnHeaders } from '@/test/table';
import PlayerAssistProjectionsScreen from '../PlayerAssistProjectionsScreen';
import { assistAnswer, FIVE } from './test/players';
import { tableNames, tableRows } from './test/table';

const URL = '/api/player-assist-projections';
const TABLE = 'Player assist projections';

const rows = () => tableRows(TABLE);
const names = () => tableNames(TABLE);

describe('Player Assist Projections', { timeout: 20_000 }, () => {
  it("carries the data's season in the heading and lists players by projected assists", async () => {
    stubFetch({ [URL]: assistAnswer(FIVE, '2031-32') });
    renderWithApp(<PlayerAssistProjectionsScreen />);
    // No season until the data says which (a hidden stand-in holds its place).
    expect(screen.getByRole('heading', { level: 1, name: 'Player Assist Projections' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading player assist projections...');
    await screen.findByRole('table', { name: TABLE });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Player Assist Projections 2031-32');
    expect(columnHeaders(screen.getByRole('table'))).toEqual([
      'Player',
      'Team',
      'Position',
      'Price',
      'Projected Assists',
      'Team Share %',
    ]);
    expect(rows()).toEqual([
      ['Haaland', 'MCI', 'FWD', '£14.5m', '24.5(12 so far)', '40.0%'],
      ['Isak', 'NEW', 'FWD', '£10.4m', '20.0(7 so far)', '30.0%'],
      ['Salah', 'LIV', 'MID', '£13.0m', '16.0(8 so far)', '25.0%'],
      ['Ødegaard', 'ARS', 'MID', '£8.5m', '6.5(2 so far)', '10.0%'],
      ['Raya', 'ARS', 'GKP', '£5.5m', '0.0(0 so far)', '0.0%'],
    ]);
    expect(screen.getByText('5 players')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Projected Assists/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sorts from the Sort select and from the headers', async () => {
    stubFetch({ [URL]: assistAnswer(FIVE) });
    renderWithApp(<PlayerAssistProjectionsScreen />);
    await screen.findByRole('table', { name: TABLE });
    expect(combobox('Sort')).toHaveDisplayValue('Projected Assists');
    await chooseOption('Sort', 'Price');
    expect(names()).toEqual(['Raya', 'Ødegaard', 'Isak', 'Salah', 'Haaland']);
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Price' }));
    expect(names()).toEqual(['Haaland', 'Salah', 'Isak', 'Ødegaard', 'Raya']);
    await userEvent.click(screen.getByRole('button', { name: 'Position' }));
    expect(combobox('Sort')).toHaveDisplayValue('Position');
    // Other columns start descending: forwards first, goalkeepers last (the game's order), names A to Z within.
    expect(names()).toEqual(['Haaland', 'Isak', 'Ødegaard', 'Salah', 'Raya']);
    await chooseOption('Position', 'GKP');
    expect(names()).toEqual(['Raya']);
  });

  it('filters by team short code, position and search; says when nothing matches', async () => {
    stubFetch({ [URL]: assistAnswer(FIVE) });
    renderWithApp(<PlayerAssistProjectionsScreen />);
    await screen.findByRole('table', { name: TABLE });
    expect(optionLabels('Team')).toEqual(['All Teams', 'ARS', 'LIV', 'MCI', 'NEW']);
    await chooseOption('Team', 'ARS');
    expect(names()).toEqual(['Ødegaard', 'Raya']);
    expect(screen.getByText('2 players')).toBeInTheDocument();
    await chooseOption('Position', 'GKP');
    expect(names()).toEqual(['Raya']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'haaland');
    expect(screen.getByText('No players found')).toBeInTheDocument();
    expect(screen.getByText('0 players')).toBeInTheDocument();
  });

  it("shows the spec's message when the data cannot be loaded", async () => {
    stubFetch({ [URL]: () => new Response('', { status: 500, statusText: 'Internal Server Error' }) });
    renderWithApp(<PlayerAssistProjectionsScreen />);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Unable to load player assist projections. Please try again later.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
