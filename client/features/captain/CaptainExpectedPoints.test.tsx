import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CaptainCandidatesResponse } from '@contracts/api/player-scores';
import { CAPTAIN_PARTS, POSITIONS, captainCard } from '@/components/players/test/cards';
import { never, projection, projectionsUrl } from '@/components/players/test/projections';
import { renderWithApp, stubFetch } from '@/test/render';
import CaptainSelectorScreen from './CaptainSelectorScreen';

const candidates: CaptainCandidatesResponse = {
  gameweek: 12,
  total: 2,
  candidates: [captainCard(1), captainCard(2)],
  parts: CAPTAIN_PARTS,
  positions: POSITIONS,
  historySeasons: [],
};
const candidatesUrl = '/api/captain-candidates?strategy=safe&position=all';
const xpLine = (name: string) => within(screen.getByRole('article', { name })).getByTestId('expected-points');

describe('Captain Selector expected points', { timeout: 20_000 }, () => {
  it("shows the points model's next-gameweek figure, and unavailable for a player with no row", async () => {
    const calls = stubFetch({
      [candidatesUrl]: candidates,
      [projectionsUrl(1)]: [projection(1, 1, 12, 6.37), projection(7, 1, 12, 2.1)],
    });
    renderWithApp(<CaptainSelectorScreen />);
    await screen.findByText('Expected points (GW 12): 6.4');
    expect(xpLine('Player1')).toHaveTextContent('Expected points (GW 12): 6.4');
    expect(xpLine('Player1')).toHaveTextContent('From the points model, not the score.');
    expect(xpLine('Player2')).toHaveTextContent('Expected points unavailable');
    // Only the next gameweek: no further horizon is asked for.
    expect(calls.filter((c) => c.url.startsWith('/api/openfpl-projections')).map((c) => c.url)).toEqual([
      projectionsUrl(1),
    ]);
  });

  it('shows the cards while the points model loads, with a placeholder in its place', async () => {
    stubFetch({ [candidatesUrl]: candidates, [projectionsUrl(1)]: never });
    renderWithApp(<CaptainSelectorScreen />);
    await screen.findByRole('article', { name: 'Player1' });
    expect(xpLine('Player1')).toHaveTextContent('Loading expected points');
    expect(xpLine('Player1')).not.toHaveTextContent('Expected points (GW');
    expect(screen.getByTestId('candidate-count')).toBeInTheDocument();
  });

  it('says unavailable on every card when the points model fails, asking once', async () => {
    const calls = stubFetch({
      [candidatesUrl]: candidates,
      [projectionsUrl(1)]: () => Response.json({ error: 'internal', message: 'boom' }, { status: 500 }),
    });
    renderWithApp(<CaptainSelectorScreen />);
    await screen.findAllByText('Expected points unavailable');
    expect(xpLine('Player1')).toHaveTextContent('Expected points unavailable');
    expect(xpLine('Player2')).toHaveTextContent('Expected points unavailable');
    expect(calls.filter((c) => c.url === projectionsUrl(1))).toHaveLength(1);
  });
});
