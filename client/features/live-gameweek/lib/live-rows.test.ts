import { describe, expect, it } from 'vitest';
import type { LivePick, ManagerLive } from '@contracts/api/live';
import { indexBootstrap } from '@contracts/game/bootstrap-index';
import { fplBootstrap, fplElement, fplTeam } from '@contracts/fpl/testing/bootstrap';
import { gameweekOptions, liveRows } from './live-rows';
import { livePick } from '@/components/manager/test/live-pick';

const live = (picks: LivePick[], subs: ManagerLive['automatic_subs'] = []): ManagerLive => ({
  manager_id: 1,
  gameweek: 30,
  points: 0,
  transfer_cost: 0,
  total_points: 0,
  active_chip: null,
  bonus_provisional: false,
  gameweek_finished: false,
  automatic_subs: subs,
  picks,
  updated_at: '2026-03-14T17:00:00Z',
});

const index = indexBootstrap(
  fplBootstrap({
    teams: [fplTeam(1, 'ARS', 'Arsenal')],
    elements: [fplElement(7, { web_name: 'Saka', team: 1 })],
  }),
);

describe('liveRows', () => {
  it('splits team and bench by slot and counts points times multiplier', () => {
    const picks = Array.from({ length: 15 }, (_, i) => livePick(100 + i, 15 - i));
    picks[4] = livePick(7, 11, { multiplier: 2, points: 9, is_captain: true });
    const { team, bench } = liveRows(live(picks), index);
    expect(team).toHaveLength(11);
    expect(bench.map((r) => r.element)).toEqual([103, 102, 101, 100]);
    expect(team.at(-1)).toMatchObject({ name: 'Saka', club: 'ARS', role: 'C', armband: true, counted: 18 });
  });

  it('marks who came on and who went off, and names an unknown player by id', () => {
    const picks = [livePick(50, 4), livePick(60, 13, { minutes: 0, status: 'did_not_play' })];
    const { team, bench } = liveRows(live(picks, [{ element_in: 50, element_out: 60 }]), index);
    expect(team[0]).toMatchObject({ name: 'Player 50', substitution: 'in', status: 'Played' });
    expect(bench[0]).toMatchObject({ substitution: 'out', status: 'Did not play', counted: 0 });
  });
});

describe('gameweekOptions', () => {
  it('lists the current gameweek first, then the earlier ones', () => {
    expect(gameweekOptions(3).map((o) => o.label)).toEqual([
      'Gameweek 3 (current)',
      'Gameweek 2',
      'Gameweek 1',
    ]);
    expect(gameweekOptions(null)).toEqual([]);
  });
});
