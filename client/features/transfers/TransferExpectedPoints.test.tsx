import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TransferPlannerResponse } from '@contracts/api/player-scores';
import { POSITIONS, TRANSFER_PARTS, transferCard } from '@/components/players/test/cards';
import { never, projection, projectionsUrl } from '@/components/players/test/projections';
import { renderWithApp, stubFetch } from '@/test/render';
import TransferPlannerScreen from './TransferPlannerScreen';

const planner: TransferPlannerResponse = {
  fromGameweek: 12,
  finishedGameweeks: 11,
  total: 2,
  players: [transferCard(1), transferCard(2)],
  orderedBy: 'score',
  parts: TRANSFER_PARTS,
  positions: POSITIONS,
  historySeasons: [],
};
const plannerUrl = '/api/transfer-planner?type=in&position=all&price=all';
const xpLine = (name: string) => within(screen.getByRole('article', { name })).getByTestId('expected-points');

describe('Transfer Planner expected points', { timeout: 20_000 }, () => {
  it('shows the next gameweek and the sum of the next three; unavailable for a player with no row', async () => {
    stubFetch({
      [plannerUrl]: planner,
      [projectionsUrl(1)]: [projection(1, 1, 12, 5.44)],
      [projectionsUrl(2)]: [projection(1, 2, 13, 4.24)],
      [projectionsUrl(3)]: [projection(1, 3, 14, 4.24)],
    });
    renderWithApp(<TransferPlannerScreen />);
    // 5.44 + 4.24 + 4.24 = 13.92: the sum of the figures, not of the rounded 5.4 + 4.2 + 4.2.
    await screen.findByRole('article', { name: 'Player1' });
    await waitFor(() =>
      expect(xpLine('Player1')).toHaveTextContent('Expected points: 5.4 (GW 12) · 13.9 (GW 12-14)'),
    );
    expect(xpLine('Player1')).toHaveTextContent('From the points model, not the score.');
    expect(xpLine('Player2')).toHaveTextContent('Expected points unavailable');
  });

  it('counts only the gameweeks left at the season end', async () => {
    stubFetch({
      [plannerUrl]: planner,
      [projectionsUrl(1)]: [projection(1, 1, 37, 3.26), projection(2, 1, 37, 1.5)],
      [projectionsUrl(2)]: [projection(1, 2, 38, 2.02), projection(2, 2, 38, 1.5)],
      [projectionsUrl(3)]: [projection(1, 3, null, 0), projection(2, 3, null, 0)],
    });
    renderWithApp(<TransferPlannerScreen />);
    await screen.findByRole('article', { name: 'Player1' });
    await waitFor(() =>
      expect(xpLine('Player1')).toHaveTextContent('Expected points: 3.3 (GW 37) · 5.3 (GW 37-38)'),
    );
    expect(xpLine('Player2')).toHaveTextContent('Expected points: 1.5 (GW 37) · 3.0 (GW 37-38)');
  });

  it('holds a placeholder while loading and says unavailable when the model fails', async () => {
    stubFetch({
      [plannerUrl]: planner,
      [projectionsUrl(1)]: never,
      [projectionsUrl(2)]: never,
      [projectionsUrl(3)]: never,
    });
    const first = renderWithApp(<TransferPlannerScreen />);
    await screen.findByRole('article', { name: 'Player1' });
    expect(xpLine('Player1')).toHaveTextContent('Loading expected points');
    first.unmount();

    stubFetch({
      [plannerUrl]: planner,
      [projectionsUrl(1)]: [projection(1, 1, 12, 5.44)],
      [projectionsUrl(2)]: () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
      [projectionsUrl(3)]: [projection(1, 3, 14, 4.24)],
    });
    renderWithApp(<TransferPlannerScreen />);
    await screen.findAllByText('Expected points unavailable');
    expect(xpLine('Player1')).toHaveTextContent('Expected points unavailable');
  });
});
