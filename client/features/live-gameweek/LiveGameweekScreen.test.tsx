import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@/components/manager/test/patient';
import { describe, expect, it } from 'vitest';
import type { ManagerLive } from '@contracts/api/live';
import { fplBootstrap, fplElement, fplEvent, fplTeam } from '@contracts/fpl/testing/bootstrap';
import { MANAGER_ID_STORAGE_KEY } from '@/lib/storage';
import { apiError, renderWithApp, stubFetch } from '@/test/render';
import LiveGameweekScreen from './LiveGameweekScreen';
import { livePick } from '@/components/manager/test/live-pick';

const bootstrap = fplBootstrap({
  events: [1, 2, 3].map((id) => fplEvent(id, { finished: id < 2, is_current: id === 2 })),
  teams: [fplTeam(1, 'ARS', 'Arsenal')],
  elements: Array.from({ length: 15 }, (_, i) => fplElement(i + 1, { web_name: `Player${i + 1}`, team: 1 })),
});

// Player4 did not play: Player12 came on. Captain Player10 is yet to play; Player7 has 3 provisional bonus.
const live: ManagerLive = {
  manager_id: 25029,
  gameweek: 2,
  points: 29,
  transfer_cost: 4,
  total_points: 130,
  active_chip: '3xc',
  bonus_provisional: true,
  gameweek_finished: false,
  automatic_subs: [{ element_in: 12, element_out: 4 }],
  picks: [...[1, 2, 3, 12, 5, 6, 7, 8, 9, 10, 11, 4, 13, 14, 15].map((el, i) => livePick(el, i + 1))].map(
    (p) =>
      p.element === 4
        ? { ...p, minutes: 0, points: 0, status: 'did_not_play' as const }
        : p.element === 10
          ? { ...p, minutes: 0, points: 0, multiplier: 3, is_captain: true, status: 'to_play' as const }
          : p.element === 7
            ? { ...p, points: 8, bonus: 3, bonus_provisional: true }
            : p,
  ),
  updated_at: '2026-03-14T17:00:00Z',
};

function api() {
  return stubFetch({
    '/api/bootstrap-static': bootstrap,
    '/api/manager/25029/live': live,
    '/api/manager/25029/live?gameweek=1': {
      ...live,
      gameweek: 1,
      bonus_provisional: false,
      gameweek_finished: true,
    },
    '/api/manager/404/live': () =>
      apiError(404, { error: 'not_found', message: 'No team found for manager 404 in gameweek 2' }),
  });
}

/** Live Gameweek for the manager whose ID is remembered from an earlier visit. */
function openFor(managerId: string) {
  api();
  window.localStorage.setItem(MANAGER_ID_STORAGE_KEY, managerId);
  renderWithApp(<LiveGameweekScreen />);
}

const cardValue = (label: string) => screen.getByRole('heading', { name: label }).parentElement;

describe('Live Gameweek', () => {
  it('asks for a manager first', async () => {
    api();
    renderWithApp(<LiveGameweekScreen />);
    expect(await screen.findByText('No manager selected')).toBeInTheDocument();
  });

  it('shows the live points, transfer cost, chip, substitutions and provisional bonus', async () => {
    openFor('25029');
    expect(await screen.findByRole('heading', { name: 'Gameweek 2 points' })).toBeInTheDocument();
    expect(cardValue('Gameweek 2 points')).toHaveTextContent('29');
    expect(cardValue('Transfer cost')).toHaveTextContent('-4Net 25 pts');
    expect(cardValue('Chip')).toHaveTextContent('Triple Captain');
    expect(screen.getByText(/can still change until the game awards it/)).toBeInTheDocument();
    expect(screen.getByTestId('live-subs')).toHaveTextContent('Player12 on for Player4');
    const team = screen.getByRole('table', { name: 'Team' });
    const captain = within(team).getByTestId('live-pick-10');
    expect(captain).toHaveTextContent('Yet to play');
    expect(within(captain).getByText('C')).toBeInTheDocument();
    expect(within(team).getByTestId('live-pick-7')).toHaveTextContent('3* provisional');
    expect(within(team).getByTestId('live-pick-12')).toHaveTextContent('came on');
    expect(within(screen.getByRole('table', { name: 'Bench' })).getByTestId('live-pick-4')).toHaveTextContent(
      'went offPlayer4',
    );
  });

  it('shows a played gameweek when chosen', async () => {
    openFor('25029');
    await screen.findByRole('heading', { name: 'Gameweek 2 points' });
    await userEvent.selectOptions(screen.getByLabelText('Gameweek'), 'Gameweek 1');
    expect(await screen.findByRole('heading', { name: 'Gameweek 1 points' })).toBeInTheDocument();
    expect(cardValue('Gameweek 1 points')).toHaveTextContent('Final');
  });

  it('says so when the manager has no team', async () => {
    openFor('404');
    expect(
      await screen.findByText('Failed to load live points. Please check the Manager ID and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/No team found for manager 404 in gameweek 2/)).toBeInTheDocument();
  });
});
