import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApp, stubFetch } from '@/test/render';
import { combobox } from '@/test/select';
import { columnHeaders } from '@/test/table';
import GoalShareScreen from '../GoalShareScreen';
import { BACKTEST, goalPast, goalSeason, MODEL, SEASONS } from './test/data';
import { cardRows, cardsAfterRetry, chooseOption, teamCards } from './test/helpers';

const SEASON = '/api/goal-share-season';
const PAST = '/api/goal-share-historical/2024-25';

// Radix selects under jsdom take seconds on a busy machine.
describe('Season Goal Share', { timeout: 20_000 }, () => {
  it('shows the projected season: cards by expected goals, the top 10, +N more, own goals and xG per 90', async () => {
    stubFetch({ [SEASON]: goalSeason(), '/api/seasons': SEASONS });
    renderWithApp(<GoalShareScreen />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Season Goal Share');
    expect(await teamCards()).toEqual(['LIV Liverpool', 'ARS Arsenal']);
    expect(combobox('Season')).toHaveDisplayValue('2025-26 (Projected)');
    expect(combobox('Team')).toHaveDisplayValue('All Teams');

    const liv = screen.getByRole('region', { name: 'LIV Liverpool' });
    expect(liv).toHaveTextContent('Expected Goals: 55.27');
    expect(within(liv).getByText('12 players')).toBeInTheDocument();
    expect(columnHeaders(liv)).toEqual(['#', 'Player', 'Share', 'Proj. goals', 'xG/90']);
    const rows = cardRows(liv);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual(['1', 'Salah FWD', '22.2%', '12.27', '0.61']);
    expect(rows[1]).toEqual(['2', 'Szoboszlai MID', '9.6%', '5.28', '0.20']);
    // Not measured: the placeholder, never 0.
    expect(rows[9]).toEqual(['10', 'Player 107 DEF', '2.0%', '1.10', '—']);
    expect(liv).toHaveTextContent('+2 more players');
    expect(liv).toHaveTextContent("Own goals (opponents'): 1.68");

    const ars = screen.getByRole('region', { name: 'ARS Arsenal' });
    expect(cardRows(ars)).toEqual([
      ['1', 'Saka MID', '15.0%', '7.28', '0.35'],
      ['2', 'Raya GKP', '0.0%', '0.00', '—'],
    ]);
    expect(ars).not.toHaveTextContent('more players');
    expect(within(ars).getByText('—')).toHaveAttribute('title', 'No xG recorded for his minutes this season');
    expect(screen.queryByText(/carries no expected goals/)).not.toBeInTheDocument();
  });

  it('says why xG/90 is blank when the season has no xG at all', async () => {
    const season = goalSeason();
    for (const team of season.teams) for (const p of team.players) p.xg_per_90 = null;
    stubFetch({ [SEASON]: season, '/api/seasons': SEASONS });
    renderWithApp(<GoalShareScreen />);
    await teamCards();
    expect(screen.getByRole('note')).toHaveTextContent(
      'xG/90 is blank: the data for this season carries no expected goals (xG) for any player.',
    );
  });

  it('says why the figures are provisional, and which share comes from a previous club', async () => {
    const season = goalSeason();
    const [liv] = season.teams;
    liv!.players[0] = { ...liv!.players[0]!, from_previous_club: 0.8 };
    const reason =
      'Provisional figures: the past seasons 2022-23, 2023-24 and 2024-25 are not loaded yet, so clubs and players who have not played this season are projected at league averages. They sharpen as soon as the past seasons arrive.';
    stubFetch({
      [SEASON]: { ...season, model: { ...MODEL, provisional_reason: reason } },
      '/api/seasons': SEASONS,
    });
    renderWithApp(<GoalShareScreen />);
    expect(await screen.findByTestId('provisional-notice')).toHaveTextContent(reason);
    const rows = cardRows(await screen.findByRole('region', { name: 'LIV Liverpool' }));
    expect(rows[0]![1]).toBe('Salah FWD · share from his previous club × 0.92');
    expect(rows[1]![1]).toBe('Szoboszlai MID');
  });

  it('shows no provisional notice when the past seasons are there', async () => {
    stubFetch({ [SEASON]: goalSeason(), '/api/seasons': SEASONS });
    renderWithApp(<GoalShareScreen />);
    await teamCards();
    expect(screen.queryByTestId('provisional-notice')).toBeNull();
  });

  it("states the model's measured position priors in About Goal Share, and the backtest when stored", async () => {
    stubFetch({ [SEASON]: goalSeason(), '/api/seasons': SEASONS });
    const { unmount } = renderWithApp(<GoalShareScreen />);
    const about = await screen.findByRole('region', { name: 'About Goal Share' });
    await waitFor(() => expect(about).toHaveTextContent('Forwards 26.8%'));
    expect(about).toHaveTextContent(
      'Position priors measured on 2022-23, 2023-24, 2024-25, 2025-26 (goals per team goal while on the pitch): Forwards 26.8%, Midfielders 11.5%, Defenders 3.1%, Goalkeepers 0.4%.',
    );
    expect(about).toHaveTextContent('as 20 team goals would');
    expect(about).toHaveTextContent("Opponents' own goals make 2.9% of a team's goals");
    expect(about).toHaveTextContent(
      "Not measured yet: the share model's error against the position averages alone is measured on past seasons",
    );
    expect(about).not.toHaveTextContent('1.2');
    unmount();

    stubFetch({
      [SEASON]: { ...goalSeason(), model: { ...MODEL, backtest: BACKTEST } },
      '/api/seasons': SEASONS,
    });
    renderWithApp(<GoalShareScreen />);
    const stored = await screen.findByRole('region', { name: 'About Goal Share' });
    await waitFor(() =>
      expect(stored).toHaveTextContent('2023-24 0.946 against 1.044 for the position prior alone'),
    );
  });

  it('lists the projected season then past seasons newest first, and shows actual goals of a past one', async () => {
    const calls = stubFetch({ [SEASON]: goalSeason(), [PAST]: goalPast, '/api/seasons': SEASONS });
    renderWithApp(<GoalShareScreen />);
    await teamCards();
    const options = await chooseOption('Season', '2024-25');
    expect(options).toEqual(['2025-26 (Projected)', '2024-25', '2023-24']);
    await waitFor(async () => expect(await teamCards()).toEqual(['ARS Arsenal', 'EVE Everton']));
    expect(calls.map((c) => c.url)).toContain(PAST);

    const ars = screen.getByRole('region', { name: 'ARS Arsenal' });
    expect(ars).toHaveTextContent('Actual Goals: 69');
    expect(within(ars).getByText('2 players')).toBeInTheDocument();
    expect(columnHeaders(ars)).toEqual(['#', 'Player', 'Share', 'Goals']);
    // 9 of 69 is 13.04%, 6 of 69 is 8.70%.
    expect(cardRows(ars)).toEqual([
      ['1', 'Havertz FWD', '13.0%', '9'],
      ['2', 'Saka MID', '8.7%', '6'],
    ]);
    expect(ars).toHaveTextContent("Own goals (opponents'): 3");
    const about = screen.getByRole('region', { name: 'About Goal Share' });
    expect(about).toHaveTextContent('Actual goals of 2024-25 from the imported history');
    expect(about).toHaveTextContent('Forwards 26.8%');
  });

  it('narrows to the team chosen, alphabetical in the list, and keeps it across seasons', async () => {
    stubFetch({ [SEASON]: goalSeason(), [PAST]: goalPast, '/api/seasons': SEASONS });
    renderWithApp(<GoalShareScreen />);
    await teamCards();
    expect(await chooseOption('Team', 'Arsenal')).toEqual(['All Teams', 'Arsenal', 'Liverpool']);
    await waitFor(async () => expect(await teamCards()).toEqual(['ARS Arsenal']));
    await chooseOption('Season', '2024-25');
    await waitFor(async () => expect(await teamCards()).toEqual(['ARS Arsenal']));
    expect(screen.getByRole('region', { name: 'ARS Arsenal' })).toHaveTextContent('Actual Goals: 69');
    // Liverpool is not in the past answer: choosing it there is impossible, Everton is offered.
    expect(await chooseOption('Team', 'All Teams')).toEqual(['All Teams', 'Arsenal', 'Everton']);
    await waitFor(async () => expect(await teamCards()).toEqual(['ARS Arsenal', 'EVE Everton']));
  });

  it('shows skeletons while loading, then the failure with its spec text, and loads again on Retry', async () => {
    const texts = { loading: 'Loading season goal share...', failure: 'Failed to load goal share data' };
    expect(await cardsAfterRetry(<GoalShareScreen />, SEASON, goalSeason, texts)).toEqual([
      'LIV Liverpool',
      'ARS Arsenal',
    ]);
  });

  it("gives the server's reason when it refused a past season", async () => {
    stubFetch({
      [SEASON]: goalSeason(),
      [PAST]: () => apiError(404, { error: 'not_found', message: 'No imported data for season 2024-25.' }),
      '/api/seasons': SEASONS,
    });
    renderWithApp(<GoalShareScreen />);
    await teamCards();
    await chooseOption('Season', '2024-25');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load goal share data');
    expect(alert).toHaveTextContent('No imported data for season 2024-25.');
  });

  it('says so when the season has no teams', async () => {
    stubFetch({ [SEASON]: goalSeason('none'), '/api/seasons': SEASONS });
    renderWithApp(<GoalShareScreen />);
    expect(
      await screen.findByRole('heading', { name: 'No Season Goal Share Data Available' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why every projection is 0 once every match has been played', async () => {
    const played = goalSeason();
    played.gameweek = 38;
    played.teams = played.teams.map((t) => ({
      ...t,
      expected_goals: 0,
      projected_own_goals: 0,
      players: t.players.map((p) => ({ ...p, projected_goals: 0 })),
    }));
    stubFetch({ [SEASON]: played, '/api/seasons': SEASONS });
    renderWithApp(<GoalShareScreen />);
    await teamCards();
    expect(screen.getByRole('region', { name: 'LIV Liverpool' })).toHaveTextContent('Expected Goals: 0.00');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Every match of 2025-26 has been played: no goals are left to project. Choose a past season for its actual goals.',
    );
  });

  it('adds no note while matches are left to play', async () => {
    stubFetch({ [SEASON]: goalSeason(), '/api/seasons': SEASONS });
    renderWithApp(<GoalShareScreen />);
    await teamCards();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
