import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CaptainCandidatesResponse } from '@contracts/api/player-scores';
import { CAPTAIN_PARTS, POSITIONS, captainCard } from '@/components/players/test/cards';
import { renderWithApp, stubFetch } from '@/test/render';
import CaptainSelectorScreen from './CaptainSelectorScreen';

const answer = (over: Partial<CaptainCandidatesResponse> = {}): CaptainCandidatesResponse => ({
  gameweek: 12,
  scoreBasis: 'expected_points',
  expectedPointsReference: 4.48,
  total: 2,
  candidates: [
    captainCard(1, { expectedPoints: 6.37, score: 10, label: 'Essential', recommendation: 'essential' }),
    captainCard(2, { expectedPoints: 2.1, score: 4, label: 'Risky', recommendation: 'risky' }),
  ],
  parts: CAPTAIN_PARTS,
  positions: POSITIONS,
  historySeasons: [],
  ...over,
});
const candidatesUrl = '/api/captain-candidates?strategy=safe&position=all';
const card = (name: string) => screen.getByRole('article', { name });
const xpLine = (name: string) => within(card(name)).getByTestId('expected-points');

describe('Captain Selector on expected points', { timeout: 20_000 }, () => {
  it('shows each card the expected points its score is built on, in that order', async () => {
    const calls = stubFetch({ [candidatesUrl]: answer() });
    renderWithApp(<CaptainSelectorScreen />);
    await screen.findByRole('article', { name: 'Player1' });
    expect(xpLine('Player1')).toHaveTextContent("From the points model: the captain score's input.");
    expect(xpLine('Player2')).toHaveTextContent('Expected points (GW 12): 2.1');
    expect(within(card('Player1')).getByLabelText('Rank 1')).toBeInTheDocument();
    expect(screen.getByText(/scored out of 10 from the points model's expected points/)).toBeInTheDocument();
    // The figure comes with the answer: the screen asks for no projections of its own.
    expect(calls.some((c) => c.url.startsWith('/api/openfpl-projections'))).toBe(false);

    await userEvent.click(within(card('Player1')).getByText('How is this scored?'));
    const breakdown = within(card('Player1')).getByRole('table', { name: 'Captain score parts' });
    expect(within(breakdown).getByRole('row', { name: /Expected points \(GW 12\)/ })).toHaveTextContent(
      '6.37',
    );
    expect(within(breakdown).queryByText('Historical multiplier')).toBeNull();
    expect(within(card('Player1')).getByText(/Expected points × 8.5 ÷ 4.48/)).toBeInTheDocument();
  });

  it('says the scores come from the parts when the points model could not answer', async () => {
    stubFetch({
      [candidatesUrl]: answer({
        scoreBasis: 'parts',
        candidates: [captainCard(1, { expectedPoints: null }), captainCard(2, { expectedPoints: null })],
      }),
    });
    renderWithApp(<CaptainSelectorScreen />);
    await screen.findByRole('article', { name: 'Player1' });
    expect(screen.getByText(/The points model's expected points are unavailable just now/)).toHaveRole(
      'status',
    );
    expect(xpLine('Player1')).toHaveTextContent('Expected points unavailable');
    await userEvent.click(within(card('Player1')).getByText('How is this scored?'));
    expect(within(card('Player1')).getByText('Historical multiplier')).toBeInTheDocument();
  });
});
