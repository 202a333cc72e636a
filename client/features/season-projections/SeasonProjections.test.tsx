import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { chooseOption, combobox } from '@/test/select';
import { bodyRows } from '@/test/table';
import type { SeasonPlayer } from './lib/season-rows';
import SeasonProjectionsScreen from './SeasonProjectionsScreen';

const URL = '/api/season-projections';

function player(
  id: number,
  name: string,
  team: [string, string],
  goals: [soFar: number, projected: number],
  assists: [soFar: number, projected: number],
): SeasonPlayer {
  const [goalsSoFar, projectedGoals] = goals;
  const [assistsSoFar, projectedAssists] = assists;
  return {
    id,
    name,
    position: 'MID',
    team_id: id,
    team_short: team[0],
    team_name: team[1],
    goals_so_far: goalsSoFar,
    assists_so_far: assistsSoFar,
    projected_goals: projectedGoals,
    projected_assists: projectedAssists,
    season_goals: goalsSoFar + projectedGoals,
    season_assists: assistsSoFar + projectedAssists,
    season_involvements: goalsSoFar + projectedGoals + assistsSoFar + projectedAssists,
  };
}

const ARS: [string, string] = ['ARS', 'Arsenal'];
// Four leaders and 51 players on 1.5 goal involvements each, so that the list of 50 leaves five out.
const PLAYERS = [
  player(1, 'Haaland', ['MCI', 'Man City'], [12, 8], [1, 2]),
  player(2, 'Salah', ['LIV', 'Liverpool'], [10, 5], [6, 6]),
  player(3, 'Saka', ARS, [5, 4], [7, 6]),
  player(4, 'Ødegaard', ARS, [3, 2], [4, 6]),
  ...Array.from({ length: 51 }, (_, i) =>
    player(100 + i, `F${String(i + 1).padStart(2, '0')}`, ['BUR', 'Burnley'], [1, 0], [0, 0.5]),
  ),
];
const answer = (players: SeasonPlayer[] = PLAYERS) => ({ season: '2025-26', gameweek: 12, players });

/** Each body row: the player (row header), then the rank and the figures. */
function rows() {
  const table = screen.getByRole('table', { name: 'Season long projections' });
  return bodyRows(table);
}
const names = () => rows().map((r) => r[0]);
const card = (label: string) => screen.getByRole('heading', { level: 2, name: label }).parentElement;

describe('Season Long Projections', { timeout: 20_000 }, () => {
  it('lists the 50 with the most season goal involvements: so far plus projected, by G+A', async () => {
    stubFetch({ [URL]: answer() });
    renderWithApp(<SeasonProjectionsScreen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Season Long Projections');
    expect(screen.getByRole('status')).toHaveTextContent('Loading season projections...');
    await screen.findByRole('table', { name: 'Season long projections' });
    expect(screen.getByText(/to GW12/)).toBeInTheDocument();
    expect(rows().slice(0, 4)).toEqual([
      ['Salah LIV', '1', '15.0(10 + 5.0)', '12.0(6 + 6.0)', '27.0'],
      ['Haaland MCI', '2', '20.0(12 + 8.0)', '3.0(1 + 2.0)', '23.0'],
      ['Saka ARS', '3', '9.0(5 + 4.0)', '13.0(7 + 6.0)', '22.0'],
      ['Ødegaard ARS', '4', '5.0(3 + 2.0)', '10.0(4 + 6.0)', '15.0'],
    ]);
    // The first screenful is drawn with the table, the rest just after.
    await waitFor(() =>
      expect(
        screen.getByRole('table', { name: 'Season long projections' }).querySelector('tbody')?.rows,
      ).toHaveLength(50),
    );
    expect(rows()).toHaveLength(50);
    expect(names()).toContain('F46 BUR');
    expect(names()).not.toContain('F47 BUR');
    expect(screen.getByText('Showing 50 players')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'G+A' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows the top goal scorer, assister and goal involvements', async () => {
    stubFetch({ [URL]: answer() });
    renderWithApp(<SeasonProjectionsScreen />);
    await screen.findByRole('table');
    expect(card('Top Goal Scorer')).toHaveTextContent('Haaland MCI20.0');
    expect(card('Top Assists')).toHaveTextContent('Saka ARS13.0');
    expect(card('Top Goal Involvements')).toHaveTextContent('Salah LIV27.0');
  });

  it('sorts by Goals or Assists and searches players or teams', async () => {
    stubFetch({ [URL]: answer() });
    renderWithApp(<SeasonProjectionsScreen />);
    await screen.findByRole('table');
    expect(combobox('Sort by')).toHaveDisplayValue('G+A');
    await chooseOption('Sort by', 'Goals');
    expect(names().slice(0, 4)).toEqual(['Haaland MCI', 'Salah LIV', 'Saka ARS', 'Ødegaard ARS']);
    expect(screen.getByRole('columnheader', { name: 'Goals' })).toHaveAttribute('aria-sort', 'descending');
    await chooseOption('Sort by', 'Assists');
    expect(names().slice(0, 4)).toEqual(['Saka ARS', 'Salah LIV', 'Ødegaard ARS', 'Haaland MCI']);
    const search = screen.getByPlaceholderText('Search players or teams...');
    await userEvent.type(search, 'arsenal');
    expect(names()).toEqual(['Saka ARS', 'Ødegaard ARS']);
    expect(screen.getByText('Showing 2 players')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'odeg');
    expect(names()).toEqual(['Ødegaard ARS']);
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No players found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 players')).toBeInTheDocument();
    // The cards keep describing the whole list.
    expect(card('Top Goal Scorer')).toHaveTextContent('Haaland');
  });

  it('says when the data cannot be loaded, and when the season has no projections', async () => {
    stubFetch({ [URL]: () => new Response('', { status: 503, statusText: 'Service Unavailable' }) });
    const first = renderWithApp(<SeasonProjectionsScreen />);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Failed to load season projections');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    first.unmount();
    stubFetch({ [URL]: answer([]) });
    renderWithApp(<SeasonProjectionsScreen />);
    expect(await screen.findByText('No season projections yet')).toBeInTheDocument();
  });
});
