import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@/components/manager/test/patient';
import { describe, expect, it } from 'vitest';
import type { TransferPlan } from '@contracts/api/transfer-plan';
import { FPL_ELEMENT_TYPES, fplElement, fplTeam } from '@contracts/fpl/testing/bootstrap';
import { MANAGER_ID_STORAGE_KEY } from '@/lib/storage';
import { apiError, renderWithApp, stubFetch } from '@/test/render';
import TransferOptimiserScreen from './TransferOptimiserScreen';

// 16 players: GK 1-2, DEF 3-7, MID 8-12, FWD 13-15, and 16 a midfielder to buy.
const types = [1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 3];
const bootstrap = {
  events: [29, 30, 31].map((id) => ({
    id,
    name: `Gameweek ${id}`,
    deadline_time: '2026-03-01T11:00:00Z',
    finished: id === 29,
    is_current: id === 29,
    is_next: id === 30,
    is_previous: false,
  })),
  teams: [fplTeam(1, 'ARS', 'Arsenal'), fplTeam(2, 'LIV', 'Liverpool')],
  element_types: FPL_ELEMENT_TYPES,
  elements: types.map((element_type, i) =>
    fplElement(i + 1, { web_name: `P${i + 1}`, team: (i % 2) + 1, element_type, now_cost: 50 + i }),
  ),
};
const week = (gameweek: number, extra: Partial<TransferPlan['gameweeks'][number]>) => ({
  gameweek,
  transfers_in: [],
  transfers_out: [],
  hits: 0,
  moves: [],
  chip: null,
  xi: [1, 3, 4, 5, 8, 9, 10, 11, 13, 14, 15],
  bench: [2, 6, 7, 12],
  captain: 13,
  vice_captain: 8,
  projected_points: 55.25,
  ...extra,
});
const plan: TransferPlan = {
  manager_id: 25029,
  horizon: 3,
  gameweeks: [
    week(30, {
      transfers_in: [16],
      transfers_out: [11],
      moves: [{ out: 11, in: 16, gain: 6.4 }],
      xi: [1, 3, 4, 5, 8, 9, 10, 16, 13, 14, 15],
      bench: [2, 6, 7, 12],
    }),
    week(31, { xi: [1, 3, 4, 5, 8, 9, 10, 16, 13, 14, 15] }),
    week(32, { xi: [1, 3, 4, 5, 8, 9, 10, 16, 13, 14, 15], chip: 'bboost' }),
  ],
  squad_after: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16],
  bank_after: 0.5,
  projected_points: 171.3,
  projected_points_keep: 160.1,
  free_transfers: 1,
  selling_prices: [],
  expected_points: [],
  candidates: 150,
  solver: { status: 'optimal', seconds: 1.234, gap: 0 },
};

function api(answer: () => Response) {
  return stubFetch({
    '/api/bootstrap-static': bootstrap,
    '/api/manager/25029/transfer-plan?horizon=3': answer,
    '/api/manager/25029/transfer-plan?horizon=3&chip=bboost&chip_gw=30': answer,
  });
}

describe('Transfer Optimiser', () => {
  it('asks for a manager ID first', async () => {
    api(() => Response.json(plan));
    renderWithApp(<TransferOptimiserScreen />);
    expect(await screen.findByText('No manager selected')).toBeInTheDocument();
  });

  it('shows the plan against keeping the team, each move with its gain, the XI with captain, the bench in order', async () => {
    api(() => Response.json(plan));
    window.localStorage.setItem(MANAGER_ID_STORAGE_KEY, '25029');
    renderWithApp(<TransferOptimiserScreen />);
    expect(await screen.findByText(/projected points over the next 3 gameweeks/)).toHaveTextContent(
      '171.3 projected points over the next 3 gameweeks, against 160.1 keeping your team (+11.2).',
    );
    expect(screen.getByText(/proven in 1.2 s among 150 players/)).toBeInTheDocument();
    const moves = screen.getByRole('list', { name: 'Transfers in gameweek 30' });
    expect(moves).toHaveTextContent("Out P11 (ARS, £6.0m)→In P16 (LIV, £6.5m)+6.4 points to the plan's end");
    const gw30 = screen.getByRole('heading', { name: 'Gameweek 30' }).closest('div')!.parentElement!;
    expect(within(gw30).getByText('FWD').parentElement).toHaveTextContent('FWD P13 (C), P14, P15');
    expect(
      within(gw30)
        .getAllByRole('listitem')
        .slice(-4)
        .map((li) => li.textContent),
    ).toEqual(['P2', 'P6', 'P7', 'P12']);
    expect(screen.getAllByText('No transfers: save the free transfer.')).toHaveLength(2);
  });

  it("shows the API's reason when no plan can be made, and asks again with a chip", async () => {
    const calls = api(() =>
      apiError(422, { error: 'infeasible_options', message: 'max_hits: the options need more than 0 hits' }),
    );
    window.localStorage.setItem(MANAGER_ID_STORAGE_KEY, '25029');
    renderWithApp(<TransferOptimiserScreen />);
    expect(await screen.findByText('No plan could be made.')).toBeInTheDocument();
    expect(screen.getByText(/the options need more than 0 hits/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Chip'), 'bboost');
    await screen.findAllByText('No plan could be made.');
    expect(calls.some((c) => c.url.endsWith('chip=bboost&chip_gw=30'))).toBe(true);
  });
});
