import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@/components/manager/test/patient';
import { describe, expect, it } from 'vitest';
import type { ManagerTeam } from '@contracts/api/manager';
import type { FplFixture } from '@contracts/fpl/fixtures';
import { MANAGER_ID_STORAGE_KEY } from '@/lib/storage';
import { apiError, renderWithApp, stubFetch } from '@/test/render';
import { livePick } from '@/components/manager/test/live-pick';
import MyTeamScreen from './MyTeamScreen';
import { element, elementTypes, pick, team } from './test/fixtures';

// 15 players: GK 1-2, DEF 3-7, MID 8-12, FWD 13-15; clubs 1-3.
const positions = [1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4];
const elements = positions.map((type, i) => element(i + 1, `Player${i + 1}`, (i % 3) + 1, type));
const events = [1, 2, 3, 4, 5].map((id) => ({
  id,
  name: `Gameweek ${id}`,
  deadline_time: '2025-08-15T17:30:00Z',
  finished: id < 2,
  is_current: id === 2,
  is_next: id === 3,
  is_previous: id === 1,
}));
const bootstrap = {
  events,
  teams: [team(1, 'ARS', 'Arsenal'), team(2, 'LIV', 'Liverpool'), team(3, 'MCI', 'Man City')],
  element_types: elementTypes,
  elements,
};

const fx = (
  id: number,
  event: number,
  team_h: number,
  team_a: number,
  hd: number,
  ad: number,
  finished = false,
): FplFixture => ({
  id,
  code: id,
  event,
  finished,
  kickoff_time: `2025-08-${10 + event}T14:00:00Z`,
  team_h,
  team_a,
  team_h_score: null,
  team_a_score: null,
  team_h_difficulty: hd,
  team_a_difficulty: ad,
});
// Clubs 1 and 2 play on; club 3 has only a finished fixture left.
const fixtures = [
  fx(1, 1, 1, 3, 2, 4, true),
  fx(2, 2, 1, 2, 4, 5),
  fx(3, 3, 2, 1, 3, 2),
  fx(4, 4, 1, 2, 3, 3),
  fx(5, 5, 2, 1, 2, 1),
];

// XI: GK 1, DEF 3,4,5, MID 8,9,10,11, FWD 13,14,15 (3-4-3); bench 2, 6, 7, 12.
const order = [1, 3, 4, 5, 8, 9, 10, 11, 13, 14, 15, 2, 6, 7, 12];
const managerTeam: ManagerTeam = {
  managerId: 25029,
  gameweek: 2,
  activeChip: 'bboost',
  automaticSubs: [{ entry: 25029, element_in: 6, element_out: 4, event: 2 }],
  entryHistory: {
    event: 2,
    points: 71,
    total_points: 146,
    rank: 1_234_567,
    overall_rank: 500_000,
    bank: 15,
    value: 1004,
    event_transfers: 2,
    event_transfers_cost: 4,
    points_on_bench: 6,
  },
  picks: order.map((el, i) => pick(el, i + 1, { is_captain: el === 13, is_vice_captain: el === 8 })),
  transfers: { made: 2, limit: 1, cost: 4, bank: 15 },
};

function api(teamAnswer: unknown = managerTeam) {
  return stubFetch({
    '/api/bootstrap-static': bootstrap,
    '/api/fixtures': fixtures,
    '/api/manager/25029/team': teamAnswer,
    '/api/manager/404/team': () => apiError(404, { error: 'not_found', message: 'Manager 404 not found' }),
  });
}

/** My Team for manager 25029, the ID remembered from an earlier visit. */
function openTeam(teamAnswer?: unknown) {
  api(teamAnswer);
  window.localStorage.setItem(MANAGER_ID_STORAGE_KEY, '25029');
  renderWithApp(<MyTeamScreen />);
}

const cardValue = (label: string) => screen.getByRole('heading', { name: label }).parentElement;

describe('My Team', () => {
  it("shows the gameweek's live points with the substitutions so far, beside the squad", async () => {
    stubFetch({
      '/api/bootstrap-static': bootstrap,
      '/api/fixtures': fixtures,
      '/api/manager/25029/team': managerTeam,
      '/api/manager/25029/live': {
        manager_id: 25029,
        gameweek: 2,
        points: 58,
        transfer_cost: 4,
        total_points: 133,
        active_chip: null,
        bonus_provisional: true,
        gameweek_finished: false,
        automatic_subs: [{ element_in: 6, element_out: 4 }],
        picks: [livePick(13, 11, { multiplier: 2, points: 7, is_captain: true })],
        updated_at: new Date().toISOString(),
      },
      '/api/player-list': { events: [], teams: [], element_types: [], elements },
    });
    window.localStorage.setItem(MANAGER_ID_STORAGE_KEY, '25029');
    renderWithApp(<MyTeamScreen />);
    const card = await screen.findByTestId('live-points-card');
    expect(await within(card).findByText('Gameweek 2 live points')).toBeInTheDocument();
    expect(within(card).getByTestId('live-card-points')).toHaveTextContent('58');
    expect(
      await within(card).findByText('Automatic substitutions so far: Player6 on for Player4.'),
    ).toBeInTheDocument();
    expect(within(card).getByText(/provisional bonus/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Formation' })).toBeInTheDocument();
  });

  it('shows formation, squad value with bank, transfers and gameweek', async () => {
    openTeam();
    expect(await screen.findByRole('heading', { name: 'Formation' })).toBeInTheDocument();
    expect(cardValue('Formation')).toHaveTextContent('3-4-3');
    expect(cardValue('Squad Value')).toHaveTextContent('£100.4mincl. £1.5m in the bank');
    expect(cardValue('Transfers')).toHaveTextContent('2/1-4 pts cost');
    expect(cardValue('Gameweek')).toHaveTextContent('GW271 pts · GW rank 1,234,567');
    expect(screen.getByText('Bench Boost')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Automatic substitutions' })).toHaveTextContent(
      'Player6 came on for Player4',
    );
  });

  it('groups the XI by position with captain badges, clubs, next fixtures coloured by difficulty, price and points', async () => {
    openTeam();
    const xi = await screen.findByRole('table', { name: 'Starting XI' });
    const groups = within(xi)
      .getAllByRole('columnheader')
      .filter((h) => h.getAttribute('scope') === 'colgroup');
    expect(groups.map((g) => g.textContent)).toEqual(['Goalkeepers', 'Defenders', 'Midfielders', 'Forwards']);
    const rows = within(xi).getAllByTestId('squad-player');
    expect(rows).toHaveLength(11);
    // Player13 (club 1, Arsenal) is captain: from GW2 on, vs LIV at home (4), @ LIV (2), vs LIV (3).
    const captain = rows.find((r) => r.textContent?.startsWith('Player13'))!;
    expect(within(captain).getByTitle('Captain')).toHaveTextContent('C');
    expect((await within(captain).findAllByRole('listitem')).map((li) => li.textContent)).toEqual([
      'LIV (H)',
      'LIV (A)',
      'LIV (H)',
    ]);
    expect(within(captain).getAllByRole('listitem')[0]).toHaveClass('bg-orange-400');
    expect(captain).toHaveTextContent('£6.3m'); // now_cost 63
    expect(captain).toHaveTextContent('113'); // total points
    expect(captain).toHaveTextContent('12.5%');
    const vice = rows.find((r) => r.textContent?.startsWith('Player8'))!;
    expect(within(vice).getByTitle('Vice-captain')).toHaveTextContent('VC');
    // Player3 plays for club 3, whose only fixture is finished.
    const noFixtures = rows.find((r) => r.textContent?.startsWith('Player3'))!;
    expect(noFixtures).toHaveTextContent('No upcoming fixtures');
  });

  it('numbers the bench 1 to 4 in squad order', async () => {
    openTeam();
    const bench = await screen.findByRole('table', { name: 'Bench' });
    const names = within(bench)
      .getAllByTestId('squad-player')
      .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(['1.Player2', '2.Player6', '3.Player7', '4.Player12']);
  });

  it('shows unlimited transfers when there is no limit', async () => {
    openTeam({ ...managerTeam, transfers: { made: 0, limit: null, cost: 0, bank: 0 } });
    expect(await screen.findByRole('heading', { name: 'Transfers' })).toBeInTheDocument();
    expect(cardValue('Transfers')).toHaveTextContent('0/∞Unlimited this gameweek · No points cost');
  });

  it('asks for an ID without waiting for data, then shows the spec message for an unknown manager', async () => {
    const calls = api();
    renderWithApp(<MyTeamScreen />);
    expect(screen.getByText('No manager selected')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Manager ID' }), '404{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load team data. Please check the Manager ID and try again.');
    expect(alert).toHaveTextContent('Manager 404 not found');
  });
});
