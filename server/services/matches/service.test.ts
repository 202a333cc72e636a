import { describe, expect, it } from 'vitest';
import { fplBootstrap, fplElement, fplEvent, fplTeam } from '@contracts/fpl/testing/bootstrap';
import type { PlayedMatch } from '../../../engine/match-model';
import { fakeSource } from '../../routes/test-support/fake-source';
import { UpstreamError, type FplSource } from '../../fpl/source';
import { createMatchHistory } from './service';
import { fixture, live, liveElement } from './test-data';

// 2025-26 (GW1 deadline 15 Aug 2025): GW1 and GW2 finished, GW3 in play (one match played).
// Clubs: 1 Arsenal (code 3), 2 Chelsea (code 8). GW1 has a live payload, GW2 none (a snapshot
// without it), GW3 is not finished so its live payload is not read.
const bootstrap = fplBootstrap({
  events: [
    fplEvent(1, { finished: true }),
    fplEvent(2, { finished: true }),
    fplEvent(3, { is_current: true }),
    fplEvent(4, { is_next: true }),
  ],
  teams: [fplTeam(1, 'ARS', 'Arsenal', { code: 3 }), fplTeam(2, 'CHE', 'Chelsea', { code: 8 })],
  elements: [fplElement(11, { team: 1 }), fplElement(21, { team: 2 })],
});
const fixtures = [
  fixture(1, 1, 1, 2, '2025-08-16T14:00:00Z', [2, 1], { h: [11], a: [21] }),
  fixture(2, 2, 2, 1, '2025-08-23T14:00:00Z', [0, 0], { h: [21], a: [11] }),
  fixture(3, 3, 1, 2, '2025-08-30T14:00:00Z', [1, 3], { h: [11], a: [21] }),
  fixture(4, 3, 2, 1, '2025-09-01T19:00:00Z'),
];
const gw1 = live(liveElement(11, '1.40', { 1: 90 }), liveElement(21, '0.55', { 1: 90 }));
const previous: PlayedMatch = {
  season: '2024-25',
  fixtureId: 380,
  gameweek: 38,
  kickoffMs: Date.parse('2025-05-25T15:00:00Z'),
  homeClub: 8,
  awayClub: 3,
  homeGoals: 1,
  awayGoals: 1,
  homeXg: 1.2,
  awayXg: 0.9,
};

function setup(
  liveRead: (gw: number) => Promise<typeof gw1> = async (gw) => {
    if (gw === 1) return gw1;
    throw new UpstreamError('not_found', `event/${gw}/live.json is not in the snapshot`);
  },
) {
  const calls: string[] = [];
  const seasonsAsked: string[][] = [];
  const at = new Date();
  const fpl: FplSource = fakeSource({
    bootstrapStatic: async () => (calls.push('bootstrap'), { data: bootstrap, fetchedAt: at, stale: false }),
    fixtures: async () => (calls.push('fixtures'), { data: fixtures, fetchedAt: at, stale: false }),
    eventLive: async (gw) => {
      calls.push(`live ${gw}`);
      return { data: await liveRead(gw), fetchedAt: at, stale: false };
    },
  });
  const warnings: string[] = [];
  const history = createMatchHistory({
    fpl,
    log: { warn: (m) => warnings.push(m) },
    matches: {
      played: async ({ seasons }) => (seasonsAsked.push([...seasons]), [previous]),
    },
  });
  return { history, calls, seasonsAsked, warnings };
}

const END = Date.parse('2025-09-10T00:00:00Z');

describe('createMatchHistory', () => {
  it('joins the three previous seasons to the finished fixtures, team xG from finished gameweeks only', async () => {
    const { history, seasonsAsked } = setup();
    const played = await history.played(END);
    expect(seasonsAsked).toEqual([['2022-23', '2023-24', '2024-25']]);
    expect(
      played.map((m) => [
        m.season,
        m.fixtureId,
        m.gameweek,
        m.homeClub,
        m.awayClub,
        m.homeGoals,
        m.awayGoals,
      ]),
    ).toEqual([
      ['2024-25', 380, 38, 8, 3, 1, 1],
      ['2025-26', 1, 1, 3, 8, 2, 1],
      ['2025-26', 2, 2, 8, 3, 0, 0],
      ['2025-26', 3, 3, 3, 8, 1, 3],
    ]);
    expect(played.map((m) => [m.homeXg, m.awayXg])).toEqual([
      [1.2, 0.9],
      [1.4, 0.55],
      [null, null],
      [null, null],
    ]);
    expect(played[1]?.kickoffMs).toBe(Date.parse('2025-08-16T14:00:00Z'));
  });

  it('reads bootstrap, fixtures and one live payload per finished gameweek cold, then only the first two', async () => {
    const { history, calls } = setup();
    await history.played(END);
    expect(calls.sort()).toEqual(['bootstrap', 'fixtures', 'live 1', 'live 2']);
    calls.length = 0;
    await history.played(END);
    expect(calls.sort()).toEqual(['bootstrap', 'fixtures']);
  });

  it('leaves out matches kicked off at or after the given time and reads no live payload for them', async () => {
    const { history, calls } = setup();
    const played = await history.played(Date.parse('2025-08-23T14:00:00Z'));
    expect(played.map((m) => [m.season, m.fixtureId])).toEqual([
      ['2024-25', 380],
      ['2025-26', 1],
    ]);
    expect(calls.filter((c) => c.startsWith('live'))).toEqual(['live 1']);
  });

  it('answers without xG when a live read fails, says so in the log, and reads it again next time', async () => {
    let down = true;
    const { history, calls, warnings } = setup(async (gw) => {
      if (down) throw new UpstreamError('unavailable', 'connect ECONNREFUSED');
      if (gw === 1) return gw1;
      throw new UpstreamError('not_found', 'gone');
    });
    const first = await history.played(END);
    expect(first.find((m) => m.fixtureId === 1)?.homeXg).toBeNull();
    expect(warnings).toEqual([
      'match history: no team xG for gameweek 1: connect ECONNREFUSED',
      'match history: no team xG for gameweek 2: connect ECONNREFUSED',
    ]);
    down = false;
    calls.length = 0;
    const second = await history.played(END);
    expect(second.find((m) => m.fixtureId === 1)?.homeXg).toBe(1.4);
    expect(calls.filter((c) => c.startsWith('live')).sort()).toEqual(['live 1', 'live 2']);
  });

  it("names each player's club per finished fixture from the fixtures' stats, before the given time", async () => {
    const { history, calls } = setup();
    const clubs = await history.currentClubs(Date.parse('2025-08-30T00:00:00Z'));
    expect(clubs).toEqual([
      { fixtureId: 1, playerId: 11, club: 3 },
      { fixtureId: 1, playerId: 21, club: 8 },
      { fixtureId: 2, playerId: 21, club: 8 },
      { fixtureId: 2, playerId: 11, club: 3 },
    ]);
    expect(calls.sort()).toEqual(['bootstrap', 'fixtures']);
  });
});
