import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@/components/manager/test/patient';
import { describe, expect, it } from 'vitest';
import { smallLeague } from '@/components/manager/test/fixtures';
import { apiError, renderWithApp, stubFetch } from '@/test/render';
import LeagueAnalysisScreen from './LeagueAnalysisScreen';

const big = { ...smallLeague(314), name: 'Overall', capped: true };

function api() {
  return stubFetch({
    '/api/leagues/106780/analyze': smallLeague(),
    '/api/leagues/314/analyze': big,
    '/api/leagues-classic/106780/live?page=1': liveTable,
    '/api/leagues/5/analyze': () =>
      apiError(404, { error: 'not_found', message: 'League 5 is not a classic league' }),
  });
}

// Bea's live gameweek (70, -4 hit) lifts her above Ann's (20) by a point.
const liveRow = (
  entry: number,
  name: string,
  rank: number,
  published: number,
  points: number,
  total: number,
) => ({
  entry,
  entry_name: `${name} XI`,
  player_name: name,
  rank,
  published_rank: published,
  live_points: points,
  transfer_cost: entry === 2 ? 4 : 0,
  total,
  captain: null,
  active_chip: entry === 2 ? 'bboost' : null,
});
const liveTable = {
  league_id: 106780,
  league_name: 'Biddenham Fantasy League',
  gameweek: 30,
  page: 1,
  has_next: false,
  bonus_provisional: true,
  gameweek_finished: false,
  rows: [liveRow(2, 'Bea', 1, 2, 70, 401), liveRow(1, 'Ann', 2, 1, 20, 400)],
  updated_at: '2026-03-14T17:00:00Z',
};

const box = () => screen.getByRole('textbox', { name: 'League ID' });

describe('League Analysis', () => {
  it("starts empty with 'No League Analyzed Yet' and Analyze disabled", () => {
    api();
    renderWithApp(<LeagueAnalysisScreen />);
    expect(screen.getByText('No League Analyzed Yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze' })).toBeDisabled();
  });

  it('fetches only when Analyze is pressed, then shows the overview', async () => {
    const calls = api();
    renderWithApp(<LeagueAnalysisScreen />);
    await userEvent.type(box(), '106780');
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByRole('heading', { name: 'Biddenham Fantasy League' })).toBeInTheDocument();
    const tiles = within(screen.getByLabelText('League summary'));
    expect(tiles.getByText('Members').nextElementSibling).toHaveTextContent('5');
    expect(tiles.getByText('Average points').nextElementSibling).toHaveTextContent('340.0');
    expect(tiles.getByText('Leader').nextElementSibling).toHaveTextContent('400');
    // Best gameweek: Ann Able's 90; average (90 + 60 + 75 + 40 + 30) / 5 = 59.
    expect(tiles.getByText('Best this gameweek').parentElement).toHaveTextContent('90Ann XI · average 59.0');
  });

  it('lists every entry in the standings tab with movement and the gap to the average (Enter analyzes)', async () => {
    api();
    renderWithApp(<LeagueAnalysisScreen />);
    await userEvent.type(box(), ' 106780 {Enter}');
    await userEvent.click(await screen.findByRole('tab', { name: 'Standings' }));
    const rows = screen.getAllByTestId('standing-row');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('1Up 1Ann XIAnn Able90400+60.0');
    expect(rows[1]).toHaveTextContent('2Down 1Will XIWill Finney60380+40.0');
    expect(rows[4]).toHaveTextContent('5Down 1Eve XIEve Ek30270-70.0');
  });

  it('splits the league into top 20%, mid-tier and bottom 20%', async () => {
    api();
    renderWithApp(<LeagueAnalysisScreen />);
    await userEvent.type(box(), '106780{Enter}');
    await userEvent.click(await screen.findByRole('tab', { name: 'Performance Categories' }));
    // 5 members: rank 1 is 20% (top), ranks 2-4 are 40-80% (mid), rank 5 is 100% (bottom).
    expect(screen.getByTestId('category-top')).toHaveTextContent('1 manager · average 400.0 pts');
    expect(screen.getByTestId('category-mid')).toHaveTextContent(
      '3 managers · average 343.3 pts · range 300–380',
    );
    expect(screen.getByTestId('category-bottom')).toHaveTextContent('1 manager · average 270.0 pts');
  });

  it('says when a big league was read only in part', async () => {
    api();
    renderWithApp(<LeagueAnalysisScreen />);
    await userEvent.type(box(), '314{Enter}');
    expect(await screen.findByText(/showing the first 5 entries/)).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('League summary')).getByText('Members').nextElementSibling,
    ).toHaveTextContent('5+');
  });

  it("shows the spec's message with the API's reason and a Retry", async () => {
    api();
    renderWithApp(<LeagueAnalysisScreen />);
    await userEvent.type(box(), '5{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load league data. Please check the league ID and try again.');
    expect(alert).toHaveTextContent('League 5 is not a classic league');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('re-ranks the league by live total in the Live Table tab, saying bonus is provisional', async () => {
    api();
    renderWithApp(<LeagueAnalysisScreen />);
    await userEvent.type(box(), '106780{Enter}');
    await userEvent.click(await screen.findByRole('tab', { name: 'Live Table' }));
    const rows = await screen.findAllByTestId('live-standing-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '1 (published rank 2)Bea XIBench BoostBea70-4401–',
      '2 (published rank 1)Ann XIAnn20400–',
    ]);
    expect(screen.getByText(/Provisional bonus is included and can still change/)).toBeInTheDocument();
  });
});
