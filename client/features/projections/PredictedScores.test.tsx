import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { chooseOption, optionLabels } from '@/test/select';
import PredictedScoresScreen from './PredictedScoresScreen';
import { FINISHED, predicted, UPCOMING } from './test/predicted';

const URL = '/api/predicted-scores?';

// Radix selects under jsdom take seconds on a busy machine.
describe('Predicted Scores', { timeout: 20_000 }, () => {
  it('lists each match: date, teams with result badges, scores with expected goals, totals and status', async () => {
    stubFetch({ [URL]: predicted(3, 4, [FINISHED, UPCOMING]) });
    renderWithApp(<PredictedScoresScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading predicted scores...');
    const played = await screen.findByRole('row', { name: 'Arsenal v Chelsea' });
    const cells = within(played).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '3',
      '30/08',
      'ARSWin',
      '2 - 1Predicted 1 - 1 (1.45 - 0.98)Upset: Rounding',
      'CHELoss',
      '2.43Predicted 2',
      'Finished',
    ]);
    const next = screen.getByRole('row', { name: 'Bournemouth v Arsenal' });
    expect(within(next).getByRole('rowheader')).toHaveTextContent('BOU v ARS');
    expect(
      within(next)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '4',
      '14/09',
      'BOUProj. loss',
      '0 - 2(0.87 - 1.92)Upset: Variance, Rounding',
      'ARSProj. win',
      '2.79Predicted 2',
      'Upcoming',
    ]);
    expect(within(next).getByText('Proj. win')).toHaveAttribute(
      'title',
      'Projected from the displayed score',
    );
    // The first, the match named for a phone's fixed column, is hidden from 640 px (no CSS here).
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Match',
      'GW',
      'Date',
      'Home Team',
      'Predicted Score',
      'Away Team',
      'Expected Goals',
      'Status',
    ]);
  });

  it('explains the options in force with their values and the measured hit rates', async () => {
    stubFetch({ [URL]: predicted(3, 3, [FINISHED]) });
    renderWithApp(<PredictedScoresScreen />);
    const card = await screen.findByRole('region', { name: 'About Predicted Scores' });
    const options = within(card).getAllByRole('listitem');
    // Each option's name and whether it is on, in the admin screen's order.
    expect(options.map((o) => o.textContent?.match(/^(.+?)(On|Off)/)?.slice(1))).toEqual([
      ['Poisson Distribution', 'Off'],
      ['Controlled Variance', 'On'],
      ['Context Upsets', 'Off'],
      ['Smart Rounding', 'On'],
      ['Season Upset Budget', 'Off'],
    ]);
    expect(options[1]).toHaveTextContent('random factor between 0.80 and 1.20');
    expect(options[2]).toHaveTextContent('top teams (ARS, CHE) gets 15% more');
    expect(options[3]).toHaveTextContent('In 15% of matches the score is rounded down');
    expect(within(card).getByTestId('predicted-measured')).toHaveTextContent(
      "Over the season's 180 finished matches, the scores shown before kick-off had the exact score 9.4% of the time and the result 47.2%; the model's own predicted score 11.7% and 53.9%.",
    );
  });

  it('asks the server for a status, and Refresh asks again', async () => {
    const calls = stubFetch({
      [URL]: predicted(3, 3, [FINISHED, UPCOMING]),
      '/api/predicted-scores?status=upcoming': predicted(3, 3, [UPCOMING], { status: 'upcoming' }),
      '/api/predicted-scores?status=finished': predicted(3, 3, [], { status: 'finished' }),
    });
    renderWithApp(<PredictedScoresScreen />);
    await screen.findByRole('row', { name: 'Arsenal v Chelsea' });
    expect(optionLabels('Status')).toEqual(['All Matches', 'Finished', 'Upcoming']);
    await chooseOption('Status', 'Upcoming');
    await screen.findByRole('row', { name: 'Bournemouth v Arsenal' });
    // The upcoming answer replaces the faded list once rendered (a deferred value, a moment later).
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: 'Arsenal v Chelsea' })).not.toBeInTheDocument(),
    );

    const before = calls.filter((c) => c.url.endsWith('status=upcoming')).length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await expect
      .poll(() => calls.filter((c) => c.url.endsWith('status=upcoming')).length)
      .toBeGreaterThan(before);

    await chooseOption('Status', 'Finished');
    expect(await screen.findByText('No finished match in GW3.')).toBeInTheDocument();
  });

  it('says when the scores cannot be loaded', async () => {
    stubFetch({ [URL]: () => new Response('', { status: 502, statusText: 'Bad Gateway' }) });
    renderWithApp(<PredictedScoresScreen />);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Failed to load predicted scores');
  });
});
