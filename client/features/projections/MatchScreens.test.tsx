import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { chooseOption, optionLabels } from '@/test/select';
import { columnHeaders } from '@/test/table';
import MatchProjectionsScreen from './MatchProjectionsScreen';
import ResultsProjectionsScreen from './ResultsProjectionsScreen';
import { matches, matchModel, resultRow, results } from './test/data';

const MODEL = '/api/match-model';

// Radix selects under jsdom take seconds on a busy machine.
describe('Match Projections', { timeout: 20_000 }, () => {
  it('titles one gameweek, lists its matches with both panels, and a played match as it ended', async () => {
    stubFetch({ '/api/projected-goals-cs?': matches(3, 3), [MODEL]: matchModel(true) });
    renderWithApp(<MatchProjectionsScreen />);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading match projections...');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Match Projections$/);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'PL GW3: Match Projections' }),
    ).toBeInTheDocument();
    const gw = await screen.findByRole('region', { name: 'Gameweek 3' });
    expect(gw).toHaveTextContent('1 match');
    const match = within(gw).getByRole('listitem', { name: 'Arsenal v Chelsea' });
    expect(match).toHaveTextContent('3 - 0');
    expect(match).toHaveTextContent('Full time');
    // The score predicted before kick-off, named as such beside the final one.
    expect(match).toHaveTextContent('Predicted 2 - 0');
    const stats = within(match).getAllByRole('definition');
    expect(stats.map((s) => s.textContent)).toEqual(['2.15', '41.3%', 'Win', '0.88', '11.6%', 'Loss']);
    expect(within(match).getByText('2.15')).toHaveClass('bg-green-700');
    expect(within(match).getByText('11.6%')).toHaveClass('bg-red-100');
    expect(within(match).getByText('Win')).toHaveAttribute('title', 'Won');
  });

  it('titles a range, shows projections as such, and asks the server for one club', async () => {
    const calls = stubFetch({
      '/api/projected-goals-cs?start_gw=3&end_gw=4': matches(3, 4),
      '/api/projected-goals-cs?': matches(3, 3),
      '/api/projected-goals-cs?start_gw=3&end_gw=4&team=7': matches(3, 4, 7),
      [MODEL]: matchModel(true),
    });
    renderWithApp(<MatchProjectionsScreen />);
    await screen.findByRole('region', { name: 'Gameweek 3' });
    await chooseOption('End GW', 'GW4');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'PL GW3-4: Match Projections' }),
    ).toBeInTheDocument();
    const upcoming = await screen.findByRole('listitem', { name: 'Bournemouth v Arsenal' });
    expect(upcoming).toHaveTextContent('0 - 1');
    expect(upcoming).toHaveTextContent('Predicted');
    expect(upcoming).toHaveTextContent('Kick-off TBC');
    expect(within(upcoming).getByText('Proj. win')).toHaveAttribute(
      'title',
      "Projected win: the predicted score's result",
    );
    expect(within(upcoming).getByText('Proj. loss')).toBeInTheDocument();

    expect(optionLabels('Team')).toEqual(['All Teams', 'ARS', 'BOU', 'CHE']);
    await chooseOption('Team', 'CHE');
    expect(await screen.findByText('No matches for this team in gameweek 4.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Gameweek 4' })).toHaveTextContent('0 matches');
    expect(calls.map((c) => c.url)).toContain('/api/projected-goals-cs?start_gw=3&end_gw=4&team=7');
  });

  it('says when the matches cannot be loaded', async () => {
    stubFetch({
      '/api/projected-goals-cs?': () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
      [MODEL]: matchModel(false),
    });
    renderWithApp(<MatchProjectionsScreen />);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Failed to load match projections');
    expect(alert).toHaveTextContent('Unable to connect to FPL API');
  });
});

describe('About Match Odds', { timeout: 20_000 }, () => {
  it('states the model and the measured figures with their sample', async () => {
    stubFetch({ '/api/projected-goals-cs?': matches(3, 3), [MODEL]: matchModel(true) });
    renderWithApp(<MatchProjectionsScreen />);
    const card = await screen.findByRole('region', { name: 'About Match Odds' });
    expect(card).toHaveTextContent('attack strength and a defence strength');
    // The settings' conditions without a data source are named as not applied.
    expect(within(card).getByTestId('model-adjustments')).toHaveTextContent(
      'Weather, referee, new-manager and post-European multipliers have no data source here: they are stored but not applied.',
    );
    expect(await within(card).findByTestId('model-fit')).toHaveTextContent(
      'The current fit uses 1,402 matches from 2022-23, 2023-24, 2024-25, 2025-26, the last played on 9 Nov 2025.',
    );
    expect(within(card).getByTestId('model-tiers')).toHaveTextContent('fitted strengths at the start');
    expect(within(card).getByTestId('backtest-sample')).toHaveTextContent(
      '1,900 matches in 2021-22, 2022-23, 2023-24, 2024-25, 2025-26, each forecast by a fit on goals of the matches before its gameweek only.',
    );
    const figures = within(card).getByTestId('backtest-figures');
    expect(figures).toHaveTextContent(
      'Ranked probability score of home/draw/away: 0.201 (base rates alone: 0.233',
    );
    expect(figures).toHaveTextContent('home 0.025, draw 0.015, away 0.021, clean sheet 0.020');
    expect(figures).toHaveTextContent('Clean-sheet Brier score: 0.177 (one rate for every match: 0.187)');
    expect(figures).toHaveTextContent(
      'Predicted outcomes: home 52.0%, draw 0.2%, away 47.8%; actual: home 45.0%, draw 24.0%, away 31.0%.',
    );
    expect(within(card).getByTestId('backtest-confidence')).toHaveTextContent(
      'High right 71% of 500 matches; Low right 43% of 700 matches.',
    );
  });

  it('says in plain words that the accuracy is being measured, and when it will show, until it is stored', async () => {
    const preparing = { step: 'measuring', done: 1, total: 3, retryAt: null };
    stubFetch({
      '/api/results-projections?': results(3, 3, []),
      [MODEL]: matchModel(false),
      '/api/status': { preparing },
    });
    renderWithApp(<ResultsProjectionsScreen />);
    const missing = await screen.findByTestId('backtest-missing');
    await waitFor(() =>
      expect(missing).toHaveTextContent(
        'Being measured now: the app is replaying past seasons to measure the accuracy of the match odds',
      ),
    );
    expect(missing).toHaveTextContent(
      '(1 of 3 measurements done). The figures appear here in a few minutes.',
    );
    expect(missing).not.toHaveTextContent(/npm|backtest-/);
  });
});

describe('Results Projections', { timeout: 20_000 }, () => {
  it('lists predicted scores, outcome and goal-line chances and confidence; a played match shows its score', async () => {
    stubFetch({
      '/api/results-projections?': results(3, 4, [
        resultRow({
          id: 21,
          gameweek: 3,
          finished: true,
          home_team: 'Arsenal',
          home_team_short: 'ARS',
          away_team: 'Chelsea',
          away_team_short: 'CHE',
          predicted_home_score: 2,
          predicted_away_score: 0,
          actual_home_score: 3,
          actual_away_score: 0,
          confidence: 'High',
        }),
        resultRow(),
      ]),
      [MODEL]: matchModel(true),
    });
    renderWithApp(<ResultsProjectionsScreen />);
    const table = await screen.findByRole('table', { name: 'Predicted results' });
    expect(columnHeaders(table)).toEqual([
      'Match',
      'GW',
      'Kick-off',
      'Predicted',
      'Actual',
      'Home win',
      'Draw',
      'Away win',
      'Over 2.5',
      'Under 2.5',
      'Confidence',
    ]);
    const [, played, upcoming] = within(table).getAllByRole('row');
    expect(within(played!).getByRole('rowheader')).toHaveTextContent('ARS v CHE');
    expect(within(played!).getAllByRole('cell')[3]).toHaveTextContent('3 - 0');
    expect(
      within(upcoming!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .filter((_, i) => i !== 1),
    ).toEqual(['4', '0 - 1', '-', '24%', '26%', '50%', '51%', '49%', 'Medium']);
  });

  it('says when no match is in the range', async () => {
    stubFetch({ '/api/results-projections?': results(3, 3, []), [MODEL]: matchModel(true) });
    renderWithApp(<ResultsProjectionsScreen />);
    expect(await screen.findByText('No matches found')).toBeInTheDocument();
    expect(screen.getByText('No match is scheduled in GW3.')).toBeInTheDocument();
  });
});
