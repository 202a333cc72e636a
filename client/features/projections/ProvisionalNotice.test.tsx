import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import MatchProjectionsScreen from './MatchProjectionsScreen';
import ResultsProjectionsScreen from './ResultsProjectionsScreen';
import { matches, matchModel, resultRow, results } from './test/data';

const REASON = 'Provisional figures: the past seasons 2022-23, 2023-24 and 2024-25 are not loaded yet.';

/** A response held back until `release` is called, to order the two reads as a slow network may. */
function held(body: unknown) {
  let release = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = () => resolve(Response.json(body));
  });
  return { answer: () => answer, release: () => release() };
}

// The notice sits above the figures: drawn after them, it pushed them down (a layout shift
// Lighthouse measured at 0.10). It now comes in the same render as the figures.
describe('the match model’s provisional notice', { timeout: 20_000 }, () => {
  it('keeps the loading state until the model answers, then shows the notice above the figures', async () => {
    const model = held({ ...matchModel(true), provisional_reason: REASON });
    stubFetch({
      '/api/results-projections?': results(3, 3, [resultRow()]),
      '/api/match-model': model.answer,
    });
    renderWithApp(<ResultsProjectionsScreen />);
    // The figures have answered, the model not yet: still loading, no table, no notice.
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.getAllByText('Loading results projections...').length).toBeGreaterThan(0);
    expect(screen.queryByRole('table', { name: 'Predicted results' })).toBeNull();
    model.release();
    const table = await screen.findByRole('table', { name: 'Predicted results' });
    const notice = screen.getByTestId('provisional-notice');
    expect(notice).toHaveTextContent(REASON);
    expect(notice.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Loading results projections...')).toBeNull();
  });

  it('shows the figures without a notice when the model is not provisional or cannot be read', async () => {
    stubFetch({
      '/api/projected-goals-cs?': matches(3, 3),
      '/api/match-model': () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
    });
    renderWithApp(<MatchProjectionsScreen />);
    expect(
      await screen.findByRole('region', { name: 'Gameweek 3' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('provisional-notice')).toBeNull();

    stubFetch({
      '/api/results-projections?': results(3, 3, [resultRow()]),
      '/api/match-model': matchModel(true),
    });
    renderWithApp(<ResultsProjectionsScreen />);
    await waitFor(() => expect(screen.getAllByRole('table', { name: 'Predicted results' })).toHaveLength(1));
    expect(screen.queryByTestId('provisional-notice')).toBeNull();
  });
});
