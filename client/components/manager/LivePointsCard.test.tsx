import { screen } from '@testing-library/react';
import '@/components/manager/test/patient';
import { describe, expect, it } from 'vitest';
import type { ManagerLive } from '@contracts/api/live';
import { renderWithApp, stubFetch } from '@/test/render';
import { LivePointsCard } from './LivePointsCard';
import { livePick } from './test/live-pick';

// The captain (1) did not play, so the vice-captain (2) wears the armband; 12 came on for 4.
const live: ManagerLive = {
  manager_id: 25029,
  gameweek: 14,
  points: 61,
  transfer_cost: 4,
  total_points: 812,
  active_chip: null,
  bonus_provisional: true,
  gameweek_finished: false,
  automatic_subs: [{ element_in: 12, element_out: 4 }],
  picks: [
    livePick(2, 1, { multiplier: 2, points: 9, is_vice_captain: true }),
    livePick(12, 4),
    livePick(1, 12, { multiplier: 0, minutes: 0, points: 0, is_captain: true, status: 'did_not_play' }),
    livePick(4, 13, { multiplier: 0, minutes: 0, points: 0, status: 'did_not_play' }),
  ],
  updated_at: new Date(Date.now() - 3 * 60_000).toISOString(),
};

const players = {
  events: [],
  teams: [],
  element_types: [],
  elements: [
    { id: 1, web_name: 'Haaland' },
    { id: 2, web_name: 'Salah' },
    { id: 4, web_name: 'Saliba' },
    { id: 12, web_name: 'Gabriel' },
  ],
};

describe('LivePointsCard', () => {
  it("shows the gameweek's live points, the armband, the substitutions and provisional bonus", async () => {
    stubFetch({ '/api/manager/25029/live': live, '/api/player-list': players });
    renderWithApp(<LivePointsCard managerId="25029" />);
    expect(await screen.findByText('Gameweek 14 live points')).toBeInTheDocument();
    expect(screen.getByTestId('live-card-points')).toHaveTextContent('61');
    expect(screen.getByText(/transfer cost -4/)).toBeInTheDocument();
    expect(await screen.findByTestId('live-card-subs')).toHaveTextContent(
      'Automatic substitutions so far: Gabriel on for Saliba.',
    );
    expect(screen.getByText('Salah')).toBeInTheDocument();
    expect(screen.getByText(/vice-captain, the captain did not play/)).toBeInTheDocument();
    expect(screen.getByText(/provisional bonus .* can still change/)).toBeInTheDocument();
    expect(screen.getByText(/Scores read 3 minutes ago/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Every pick's live points" })).toHaveAttribute(
      'href',
      '/live-gameweek',
    );
  });

  it('stays away before the season starts, and says so when live points fail', async () => {
    const notStarted = () =>
      Response.json({ error: 'not_found', message: 'No gameweek is under way yet.' }, { status: 404 });
    stubFetch({ '/api/manager/25029/live': notStarted, '/api/player-list': players });
    const { container } = renderWithApp(<LivePointsCard managerId="25029" />);
    await new Promise((r) => setTimeout(r, 300));
    expect(container.querySelector('[data-testid="live-points-card"]')).toBeNull();

    stubFetch({ '/api/manager/7/live': () => new Response('down', { status: 503 }) });
    renderWithApp(<LivePointsCard managerId="7" />);
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Failed to load live points.',
    );
  }, 30_000);
});
