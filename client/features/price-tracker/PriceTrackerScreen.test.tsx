import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleBacktest } from '@contracts/api/samples/price-backtest';
import { renderWithApp, stubFetch } from '@/test/render';
import { chooseOption } from '@/test/select';
import { columnHeaders } from '@/test/table';
import PriceTrackerScreen from './PriceTrackerScreen';
import { change, history, metrics, predicted, prediction, recent } from './test/data';

const CHANGES = [
  change(4, 'Salah', 'rise', { old_price: 130, current_price: 131 }),
  change(3, 'Raya', 'fall'),
  change(2, 'Saka', 'rise'),
  change(1, 'Haaland', 'fall', { change_date: '2025-11-10' }),
];
const PREDICTIONS = [
  prediction('Salah', { probability: 'Very High', confidence: 100 }),
  prediction('Gabriel', {
    probability: 'Medium',
    confidence: 65,
    predicted_change: -1,
    reason: 'Net -40,000 transfers since the last change: 65% of the 61,500 needed to fall',
    locked_until: '2025-11-21T18:30:00.000Z',
  }),
  prediction('Haaland', { probability: 'Low', confidence: 52 }),
];

function api(over: Record<string, unknown> = {}) {
  return stubFetch({
    '/api/price-changes/recent': recent(CHANGES),
    '/api/price-predictions': predicted(PREDICTIONS),
    '/api/price-predictions/metrics': metrics(),
    ...over,
  });
}

const rowNames = (tableName: string) =>
  within(screen.getByRole('table', { name: tableName }))
    .getAllByRole('button', { name: /price history$/ })
    .map((b) => b.textContent);
/**
 * Waits until a table has drawn `count` body rows: the rest of a page arrives after its first
 * screenful, and counting rows by role on every poll (slow in jsdom) would starve that drawing.
 */
const rowsDrawn = (tableName: string, count: number) =>
  waitFor(
    () =>
      expect(screen.getByRole('table', { name: tableName }).querySelector('tbody')?.rows).toHaveLength(count),
    { timeout: 10_000 },
  );
const choose = chooseOption;
const summary = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

// Radix selects and tables under jsdom take seconds on a busy machine.
describe('Price Tracker', { timeout: 20_000 }, () => {
  it('shows the season counts and likely changes (predictions not rated Low)', async () => {
    api();
    renderWithApp(<PriceTrackerScreen />);
    await screen.findByRole('table', { name: 'Recent price changes' });
    expect(summary('Price rises this season')).toHaveTextContent('692');
    expect(summary('Price falls this season')).toHaveTextContent('737');
    expect(summary('Likely changes')).toHaveTextContent('2');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Price Tracker');
    expect(screen.getByText(/last on 17 Nov 2025/)).toBeInTheDocument();
  });

  it('shows the changes while the slower predictions still load, with the filters in place', async () => {
    // Predictions that never answer: the screen must not wait for them to show the changes.
    const pending = (() => new Promise<Response>(() => {})) as unknown as () => Response;
    api({ '/api/price-predictions': pending });
    renderWithApp(<PriceTrackerScreen />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading price data...');
    await screen.findByRole('table', { name: 'Recent price changes' });
    expect(rowNames('Recent price changes')).toEqual(['Salah', 'Raya', 'Saka', 'Haaland']);
    expect(summary('Price rises this season')).toHaveTextContent('692');
    expect(summary('Likely changes')).toHaveTextContent('');
    await userEvent.click(screen.getByRole('tab', { name: /Price Predictions/ }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading price predictions...');
  });

  it('lists changes newest first with prices, and filters by search, position and change', async () => {
    api();
    renderWithApp(<PriceTrackerScreen />);
    await screen.findByRole('table', { name: 'Recent price changes' });
    expect(rowNames('Recent price changes')).toEqual(['Salah', 'Raya', 'Saka', 'Haaland']);
    const salah = screen.getByRole('button', { name: 'Salah: price history' }).closest('tr');
    expect(salah).toHaveTextContent('Rise +£0.1m');
    expect(salah).toHaveTextContent('£13.0m → £13.1m');
    expect(salah).toHaveTextContent('12.3%');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'arSENal');
    expect(rowNames('Recent price changes')).toEqual(['Raya', 'Saka']);
    expect(screen.getByRole('tab', { name: /Recent Price Changes/ })).toHaveTextContent('2');

    await choose('Position', 'Goalkeeper');
    expect(rowNames('Recent price changes')).toEqual(['Raya']);

    await choose('Change', 'Rises');
    expect(screen.queryByRole('table', { name: 'Recent price changes' })).toBeNull();
    expect(screen.getByText('No price changes found matching your filters')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await choose('Position', 'All Positions');
    expect(rowNames('Recent price changes')).toEqual(['Salah', 'Saka']);
  });

  it('shows predictions with level and progress colours and the calibrated chance, filtered the same way', async () => {
    api();
    renderWithApp(<PriceTrackerScreen />);
    await userEvent.click(await screen.findByRole('tab', { name: /Price Predictions/ }));
    const table = screen.getByRole('table', { name: 'Price predictions' });
    expect(rowNames('Price predictions')).toEqual(['Salah', 'Gabriel', 'Haaland']);
    expect(within(table).getByText('Very High')).toHaveClass('bg-red-100');
    expect(within(table).getByText('Medium')).toHaveClass('bg-yellow-100');
    expect(within(table).getByText('Low')).toHaveClass('bg-blue-100');
    expect(within(table).getByText('100%')).toHaveClass('text-green-700');
    expect(within(table).getByText('65%')).toHaveClass('text-yellow-700');
    expect(within(table).getByText('52%')).toHaveClass('text-red-700');
    expect(columnHeaders(table)).toEqual(expect.arrayContaining(['Level', 'Progress', 'Chance by deadline']));
    expect(
      within(table)
        .getAllByTestId('chance')
        .map((c) => c.textContent),
    ).toEqual(['30%', '30%', '30%']);
    expect(screen.getByRole('button', { name: 'Gabriel: price history' }).closest('tr')).toHaveTextContent(
      'Fall -£0.1m',
    );

    await choose('Change', 'Falls');
    expect(rowNames('Price predictions')).toEqual(['Gabriel']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'liverpool');
    expect(screen.getByText('No price predictions available')).toBeInTheDocument();
  });

  it('says when there are no predictions at all', async () => {
    api({ '/api/price-predictions': predicted([]) });
    renderWithApp(<PriceTrackerScreen />);
    await userEvent.click(await screen.findByRole('tab', { name: /Price Predictions/ }));
    expect(screen.getByText('No price predictions available')).toBeInTheDocument();
    expect(summary('Likely changes')).toHaveTextContent('0');
  });

  it('shows the spec error text when price data cannot be loaded, and retries', async () => {
    const calls = api({
      '/api/price-changes/recent': () =>
        new Response('{"error":"upstream_unavailable","message":"down"}', { status: 503 }),
    });
    renderWithApp(<PriceTrackerScreen />);
    expect(
      await screen.findByText(
        'Unable to load price data from FPL API. Please check your connection and try again.',
      ),
    ).toBeInTheDocument();
    const before = calls.filter((c) => c.url === '/api/price-changes/recent').length;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/price-changes/recent').length).toBe(before + 1),
    );
  });

  // Five pages of rows: slower than the file's allowance on a busy machine.
  it('shows 25 changes at a time', { timeout: 45_000 }, async () => {
    const many = Array.from({ length: 120 }, (_, i) => change(200 - i, 'Salah', 'rise'));
    api({ '/api/price-changes/recent': recent(many) });
    renderWithApp(<PriceTrackerScreen />);
    await screen.findByRole('table', { name: 'Recent price changes' });
    expect(screen.getByTestId('shown-count')).toHaveTextContent('Showing 25 of 120 changes');
    // The first screenful is drawn with the table, the rest of the page just after.
    await rowsDrawn('Recent price changes', 25);
    expect(rowNames('Recent price changes')).toHaveLength(25);
    for (const shown of [50, 75, 100]) {
      await userEvent.click(screen.getByRole('button', { name: 'Show 25 more' }));
      expect(screen.getByTestId('shown-count')).toHaveTextContent(`Showing ${shown} of 120 changes`);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Show 20 more' }));
    await rowsDrawn('Recent price changes', 120);
    expect(rowNames('Recent price changes')).toHaveLength(120);
    expect(screen.queryByRole('button', { name: /more$/ })).toBeNull();
  });

  it('says plainly when nothing has been captured yet', async () => {
    api({
      '/api/price-changes/recent': recent([], {
        last_capture_date: null,
        rises_this_season: 0,
        falls_this_season: 0,
      }),
    });
    renderWithApp(<PriceTrackerScreen />);
    expect(await screen.findByText('No price changes recorded yet')).toBeInTheDocument();
    expect(screen.getByText(/nothing has been captured this season yet/)).toBeInTheDocument();
  });

  it('opens a player price history with its summary, and closes it back to the row', async () => {
    api({
      '/api/price-history/1': history([
        ['2025-08-15', 125],
        ['2025-08-16', 126],
        ['2025-08-17', 126],
        ['2025-11-17', 131],
      ]),
    });
    renderWithApp(<PriceTrackerScreen />);
    const opener = await screen.findByRole('button', { name: 'Salah: price history' });
    await userEvent.click(opener);
    // The dialog's code loads on the first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Salah: price history' }, { timeout: 10_000 });
    expect(await within(dialog).findByText('Start price')).toBeInTheDocument();
    expect(within(dialog).getByText('Start price').nextElementSibling).toHaveTextContent('£12.5m');
    expect(within(dialog).getByText('Current price').nextElementSibling).toHaveTextContent('£13.1m');
    expect(within(dialog).getByText('Season change').nextElementSibling).toHaveTextContent('+£0.6m');
    expect(within(dialog).getByText('Rises / falls').nextElementSibling).toHaveTextContent('2 / 0');
    expect(within(dialog).getByText(/4 days captured, 15 Aug 2025 to 17 Nov 2025/)).toBeInTheDocument();
    // The chart's code loads after the summary.
    expect(
      await within(dialog).findByRole('figure', { name: "Salah's price by day" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows that a history could not be loaded inside the dialog', async () => {
    api();
    renderWithApp(<PriceTrackerScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Raya: price history' }));
    expect(
      await screen.findByText(/Unable to load this player's price history. 404/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

describe('Prediction System card', { timeout: 20_000 }, () => {
  const card = () => screen.getByRole('region', { name: 'Prediction System' });

  it('shows the real active player count and says the accuracy is not measured yet', async () => {
    api();
    renderWithApp(<PriceTrackerScreen />);
    await waitFor(() =>
      expect(within(card()).getByText('Active players').nextElementSibling).toHaveTextContent('587'),
    );
    expect(within(card()).getByText('Days captured this season').nextElementSibling).toHaveTextContent('95');
    const missing = within(card()).getByTestId('backtest-missing');
    expect(missing).toHaveTextContent(
      "Not measured yet: the predictor's precision, recall, F1 and calibration against simple baselines is measured on past seasons, and this server has none loaded yet.",
    );
    expect(missing).not.toHaveTextContent(/npm|backtest-/);
    expect(within(card()).getByTestId('prediction-method')).toHaveTextContent(
      "Predictions come from the transfer-threshold rule (net transfers since each player's last price change against a share of all managers), because no model fitted on past seasons is stored yet: its accuracy is not measured.",
    );
    expect(card()).not.toHaveTextContent(/693|4 seasons|weekly/i);
  });

  it('shows the stored backtest: its task, sample, the model against each baseline, and the daily measure', async () => {
    api({ '/api/price-predictions/metrics': metrics({ backtest: sampleBacktest() }) });
    renderWithApp(<PriceTrackerScreen />);
    const table = await screen.findByRole('table', { name: 'Backtest on held-out seasons' });
    const cells = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // Model, held out: rises 30 right, 20 false alarms, 40 missed; falls 30 / 50 / 40.
    expect(cells(/^Model/)).toEqual(['60% / 43% / 50%', '38% / 43% / 40%', '1% / 2%']);
    expect(cells(/^Never changes/)).toEqual(['— / 0% / 0%', '— / 0% / 0%', 'no probabilities']);
    expect(within(card()).getByTestId('backtest-sample')).toHaveTextContent(
      'Sample: 2,000 player-gameweeks in the held-out seasons 2024-25; every predictor was fitted on 2019-20, 2020-21 only.',
    );
    const verdict = within(card()).getByTestId('backtest-verdict');
    expect(verdict).toHaveTextContent(
      'Rises: the model beats Transfer-threshold rule, Share of owners, Repeat last move, Never changes (F1 +19.2 points',
    );
    expect(verdict).toHaveTextContent(
      'Falls: the model beats Transfer-threshold rule, Repeat last move, Never changes (F1 −2.4 points',
    );
    expect(within(card()).getByTestId('backtest-limits')).toHaveTextContent('coarse stand-in');
    expect(within(card()).getByTestId('backtest-daily')).toHaveTextContent(
      '3 days (40 player-days) captured, not enough days yet (14 needed)',
    );
    expect(within(card()).getByTestId('backtest-official')).toHaveTextContent(
      'not measured yet: 0 nightly captures with official fields (14 needed)',
    );
    expect(within(card()).queryByTestId('backtest-missing')).toBeNull();
  });

  it('says the list uses the stored run’s model and which baselines it beats', async () => {
    api({
      '/api/price-predictions/metrics': metrics({
        prediction_method: 'fitted-model',
        backtest: sampleBacktest(),
      }),
    });
    renderWithApp(<PriceTrackerScreen />);
    const method = await within(card()).findByTestId('prediction-method');
    await waitFor(() => expect(method).toHaveTextContent('come from the model fitted by the backtest of'));
    expect(method).toHaveTextContent(
      'On held-out seasons it beats Transfer-threshold rule, Share of owners, Repeat last move, Never changes on rises and Transfer-threshold rule, Repeat last move, Never changes on falls.',
    );
    const table = screen.getByRole('table', { name: 'Backtest on held-out seasons' });
    expect(
      within(table).getByRole('row', { name: /^Model \(logistic regression\) \(used for the list\)/ }),
    ).toBeInTheDocument();
    expect(
      within(table).queryByRole('row', { name: /^Transfer-threshold rule \(used for the list\)/ }),
    ).toBeNull();
  });

  it('says when the figures cannot be loaded', async () => {
    api({ '/api/price-predictions/metrics': () => new Response('', { status: 500 }) });
    renderWithApp(<PriceTrackerScreen />);
    expect(
      await within(card()).findByText('Unable to load the prediction system figures.'),
    ).toBeInTheDocument();
  });
});
