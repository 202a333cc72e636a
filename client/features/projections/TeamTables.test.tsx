import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApp, stubFetch } from '@/test/render';
import { chooseOption, combobox, optionLabels } from '@/test/select';
import { bodyRows, columnHeaders } from '@/test/table';
import { CONNECTION_FAILURE } from './components/ProjectionStates';
import TeamAssistProjectionsScreen from './TeamAssistProjectionsScreen';
import TeamCsProjectionsScreen from './TeamCsProjectionsScreen';
import TeamGoalProjectionsScreen from './TeamGoalProjectionsScreen';
import TeamGoalsAgainstScreen from './TeamGoalsAgainstScreen';
import { assists, cleanSheets, combined } from './test/data';

const COMBINED = '/api/team-projections-combined?';

/** Each body row's cells as text, the row header (team) first. */
async function tableRows(name: RegExp) {
  const table = await screen.findByRole('table', { name });
  return bodyRows(table);
}
const teamOrder = async (name: RegExp) => (await tableRows(name)).map((r) => r[0]);

// Radix selects and whole tables under jsdom take seconds on a busy machine.
describe('Team Goal Projections', { timeout: 20_000 }, () => {
  it('opens on the range the server chose: a column per gameweek, totals, TOTAL row and balance', async () => {
    stubFetch({ [COMBINED]: combined() });
    renderWithApp(<TeamGoalProjectionsScreen />);
    const table = await screen.findByRole('table', { name: 'Goals scored, GW3-4' });
    expect(columnHeaders(table)).toEqual(['Team', 'GW3', 'GW4', 'Period Total', 'Season Total', 'Avg/Game']);
    expect(combobox('Start GW')).toHaveDisplayValue('GW3');
    expect(combobox('End GW')).toHaveDisplayValue('GW4');
    expect(combobox('Sort by')).toHaveDisplayValue('Period Total');
    // Sorted by period total, most first; ARS's double sums both matches, BOU's blank shows '-'.
    expect(await tableRows(/Goals scored/)).toEqual([
      ['CHE', '2.60', '1.10', '3.70', '58.00', '1.85'],
      ['ARS', '1.50', '2.002 (2 matches)', '3.50', '60.00', '1.17'],
      ['BOU', '0.90', '-', '0.90', '45.00', '0.90'],
      // TOTAL: the league's figures; its average is per club-match (8.1 over 6 club-matches).
      ['TOTAL', '5.00', '3.10', '8.10', '163.00', '1.35'],
    ]);
    expect(within(table).getByText('2.60')).toHaveClass('bg-green-700');
    expect(within(table).getByText('0.90', { selector: 'span' })).toHaveClass('bg-red-100');
    expect(within(table).getByText('2.00')).toHaveAttribute('title', '2 matches: vs CHE: 1.20, @ CHE: 0.80');
    // The double's colour is its per-match 1.00 (the 1-1.5 band), not the 2.00 it sums to.
    expect(within(table).getByText('2.00')).toHaveClass('bg-orange-200');
    expect(screen.getByRole('group', { name: 'Legend' })).toHaveTextContent(
      'Colours:2.5+2-2.51.5-21-1.5under 1',
    );
    const balance = screen.getByRole('region', { name: 'Goal balance' });
    expect(balance).toHaveTextContent('Goals scored: 8.10');
    expect(balance).toHaveTextContent('Goals against: 8.10');
    expect(within(balance).getByText('Perfect')).toBeInTheDocument();
  });

  it('sorts by the header clicked: a gameweek high to low, again low to high; team names A to Z', async () => {
    stubFetch({ [COMBINED]: combined() });
    renderWithApp(<TeamGoalProjectionsScreen />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'GW4' }));
    expect(await teamOrder(/Goals scored/)).toEqual(['ARS', 'CHE', 'BOU', 'TOTAL']);
    expect(screen.getByRole('columnheader', { name: 'GW4' })).toHaveAttribute('aria-sort', 'descending');
    expect(combobox('Sort by')).toHaveDisplayValue('GW4');
    await userEvent.click(screen.getByRole('button', { name: 'GW4' }));
    // Low to high, and the blank gameweek still last.
    expect(await teamOrder(/Goals scored/)).toEqual(['CHE', 'ARS', 'BOU', 'TOTAL']);
    screen.getByRole('button', { name: 'Team' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await teamOrder(/Goals scored/)).toEqual(['ARS', 'BOU', 'CHE', 'TOTAL']);
    expect(screen.getByRole('columnheader', { name: 'Team' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('asks for the range chosen, and narrows to one club while the TOTAL stays league-wide', async () => {
    const calls = stubFetch({
      [COMBINED]: combined(),
      '/api/team-projections-combined?start_gw=5&end_gw=5': combined(5, 5),
    });
    renderWithApp(<TeamGoalProjectionsScreen />);
    await screen.findByRole('table');
    expect(optionLabels('Team')).toEqual(['All Teams', 'Arsenal', 'Bournemouth', 'Chelsea']);
    await chooseOption('Team', 'Arsenal');
    await waitFor(async () => expect(await teamOrder(/Goals scored/)).toEqual(['ARS', 'TOTAL']));
    expect((await tableRows(/Goals scored/))[1]?.[3]).toBe('8.10');

    expect(within(combobox('Start GW')).getAllByRole('option')).toHaveLength(38);
    await chooseOption('Start GW', 'GW5');
    // A start after the end drags the end along.
    await screen.findByRole('table', { name: 'Goals scored, GW5' });
    expect(calls.map((c) => c.url)).toContain('/api/team-projections-combined?start_gw=5&end_gw=5');
    expect(combobox('End GW')).toHaveDisplayValue('GW5');
  });

  it('says when the data cannot be loaded, and loads again on Retry', async () => {
    let fail = true;
    stubFetch({
      [COMBINED]: () =>
        fail
          ? new Response('', { status: 503, statusText: 'Service Unavailable' })
          : Response.json(combined()),
    });
    renderWithApp(<TeamGoalProjectionsScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading team goal projections...');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Failed to load team goal projections');
    expect(alert).toHaveTextContent(CONNECTION_FAILURE);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('Team Goals Against Projections', { timeout: 20_000 }, () => {
  it('ranks defences fewest conceded first and flags a league that does not balance', async () => {
    stubFetch({ [COMBINED]: combined(3, 4, false) });
    renderWithApp(<TeamGoalsAgainstScreen />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Team Goals Against Projections',
    );
    await screen.findByRole('table', { name: 'Goals against, GW3-4' });
    expect(screen.getByRole('columnheader', { name: /Avg Against\/Game/ })).toBeInTheDocument();
    expect(await teamOrder(/Goals against/)).toEqual(['ARS', 'BOU', 'CHE', 'TOTAL']);
    // Fewer conceded is better: 0.90 is the best band, 2.60 the worst.
    expect(screen.getByText('0.90', { selector: 'span' })).toHaveClass('bg-green-700');
    expect(screen.getByText('2.60', { selector: 'span' })).toHaveClass('bg-red-100');
    await chooseOption('Sort by', 'Defensive Ranking');
    expect(await teamOrder(/Goals against/)).toEqual(['CHE', 'BOU', 'ARS', 'TOTAL']);
    const balance = screen.getByRole('region', { name: 'Goal balance' });
    expect(balance).toHaveTextContent('Goals against: 7.60');
    expect(within(balance).getByText('Variance 0.50')).toBeInTheDocument();
  });
});

describe('Team Assist Projections', { timeout: 20_000 }, () => {
  it('shows the three summary cards over the assist table', async () => {
    stubFetch({ '/api/team-assist-projections?': assists() });
    renderWithApp(<TeamAssistProjectionsScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading team assist projections...');
    await screen.findByRole('table', { name: 'Assists, GW3-4' });
    const card = (label: string) => screen.getByText(label).parentElement!;
    expect(card('Highest Single GW')).toHaveTextContent('2.20CHE, GW3');
    // 6.2 assists over 2 teams x 2 gameweeks.
    expect(card('Average Per GW')).toHaveTextContent('1.55Assists per team per gameweek');
    expect(card('Most Creative Team')).toHaveTextContent('CHE3.20 assists in the range');
    expect(screen.getByText(/0.86 assists per goal: measured on the 2016-17/)).toBeInTheDocument();
    expect(await teamOrder(/Assists/)).toEqual(['CHE', 'ARS', 'TOTAL']);
  });

  it("shows '-' and 'No data' when there is no club to project", async () => {
    stubFetch({ '/api/team-assist-projections?': assists(false) });
    renderWithApp(<TeamAssistProjectionsScreen />);
    expect(await screen.findByText('No team projections available')).toBeInTheDocument();
    expect(screen.getAllByText('No data')).toHaveLength(3);
    expect(screen.getAllByText('-')).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('Team CS Projections', { timeout: 20_000 }, () => {
  it('shows percentages sorted by Period CS/Game with the league average underneath', async () => {
    stubFetch({ '/api/team-cs-projections?': cleanSheets() });
    renderWithApp(<TeamCsProjectionsScreen />);
    const table = await screen.findByRole('table', { name: 'Clean-sheet chance, GW3-4' });
    expect(columnHeaders(table)).toEqual(['Team', 'GW3', 'GW4', 'Period CS/Game', 'Season CS/Game']);
    expect(combobox('Sort by')).toHaveDisplayValue('Period CS/Game');
    expect(await tableRows(/Clean-sheet/)).toEqual([
      ['ARS', '48.2%', '31.0%', '39.6%', '30.0%'],
      ['CHE', '22.0%', '36.0%', '29.3%', '30.0%'],
      ['BOU', '12.5%', '-', '12.5%', '30.0%'],
      // The mean over the clubs that play: BOU's blank GW4 is left out, not counted as 0%.
      ['League average', '27.6%', '33.5%', '27.1%', '30.0%'],
    ]);
    expect(within(table).getByText('48.2%')).toHaveClass('bg-green-700');
    expect(within(table).getByText('12.5%', { selector: 'span' })).toHaveClass('bg-red-100');
  });

  it("shows the server's explanation when it refuses the request", async () => {
    stubFetch({
      '/api/team-cs-projections?': () =>
        apiError(400, { error: 'bad_request', message: 'end_gw must be at or after start_gw' }),
    });
    renderWithApp(<TeamCsProjectionsScreen />);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Failed to load team clean sheet projections');
    expect(alert).toHaveTextContent('end_gw must be at or after start_gw');
  });
});
