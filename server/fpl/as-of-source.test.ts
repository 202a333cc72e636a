import { describe, expect, it } from 'vitest';
import type { FplEventLive } from '@contracts/fpl/index';
import { fplBootstrap, fplElement, fplEvent } from '@contracts/fpl/testing/bootstrap';
import { fakeSource } from '../routes/test-support/fake-source';
import { fixture, live, liveElement } from '../services/matches/test-data';
import { createAsOfSource } from './as-of-source';
import { UpstreamError, type FplSource } from './source';

// A snapshot recorded at the end of GW3 (GW1-3 finished), one fixture a gameweek, one player.
const at = new Date('2025-09-01T00:00:00Z');
const fetched = <T>(data: T) => ({ data, fetchedAt: at, stale: false });
const events = [1, 2, 3, 4].map((id) =>
  fplEvent(id, { finished: id <= 3, is_current: id === 3, is_next: id === 4 }),
);
const player = fplElement(7, { total_points: 20, event_points: 9, goals_scored: 3, expected_goals: '1.20' });
const lives: Record<number, FplEventLive> = {
  2: live({
    ...liveElement(7, '0.30', { 2: 90 }),
    stats: { ...liveElement(7, '0.30', { 2: 90 }).stats, total_points: 5 },
  }),
  3: live({
    ...liveElement(7, '0.45', { 3: 90 }),
    stats: { ...liveElement(7, '0.45', { 3: 90 }).stats, total_points: 9, goals_scored: 1 },
  }),
};

function snapshot(liveGameweeks = [2, 3]): FplSource {
  return fakeSource({
    kind: 'snapshot',
    bootstrapStatic: async () => fetched(fplBootstrap({ events, elements: [player] })),
    fixtures: async () =>
      fetched(
        [1, 2, 3, 4].map((gw) =>
          fixture(gw, gw, 1, 2, `2025-08-${10 + gw * 7}T14:00:00Z`, gw <= 3 ? [2, 1] : undefined, {
            h: [7],
            a: [],
          }),
        ),
      ),
    eventLive: async (gw) => {
      if (!liveGameweeks.includes(gw))
        throw new UpstreamError('not_found', `event/${gw}/live.json is not in the snapshot`);
      return fetched(lives[gw]!);
    },
    entryPicks: async () => fetched({ active_chip: null, entry_history: {}, picks: [] } as never),
    entryHistory: async () =>
      fetched({ current: [{ event: 1 }, { event: 2 }, { event: 3 }], past: [], chips: [] } as never),
  });
}

describe('a snapshot replayed as of gameweek 2', () => {
  it('makes gameweek 2 current and 3 next, later gameweeks unfinished, deadlines kept', async () => {
    const source = await createAsOfSource(snapshot(), 2);
    const { data } = await source.bootstrapStatic();
    expect(data.events.map((e) => [e.id, e.finished, e.is_current, e.is_next, e.deadline_time])).toEqual(
      events.map((e) => [e.id, e.id <= 2, e.id === 2, e.id === 3, e.deadline_time]),
    );
  });

  it('hides the scores and stats of the fixtures after it', async () => {
    const { data } = await (await createAsOfSource(snapshot(), 2)).fixtures();
    expect(data.map((f) => [f.event, f.finished, f.team_h_score, f.team_a_score, f.stats?.length])).toEqual([
      [1, true, 2, 1, 1],
      [2, true, 2, 1, 1],
      [3, false, null, null, 0],
      [4, false, null, null, 0],
    ]);
  });

  it('answers not found for live payloads and picks after it, and drops later manager history', async () => {
    const source = await createAsOfSource(snapshot(), 2);
    await expect(source.eventLive(3)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(source.entryPicks(5, 3)).rejects.toMatchObject({ kind: 'not_found' });
    expect((await source.eventLive(2)).data).toBe(lives[2]);
    await expect(source.entryPicks(5, 2)).resolves.toBeTruthy();
    expect((await source.entryHistory(5)).data.current.map((r) => r.event)).toEqual([1, 2]);
  });

  it("rolls players' season totals back by the later live payloads", async () => {
    const source = await createAsOfSource(snapshot(), 2);
    expect(source.totals).toEqual({ rolledBack: true });
    // What still is as at the season's end, for the status line.
    expect(source.replay).toEqual({ gameweek: 2, asRecorded: ['prices', 'ownership', 'status', 'clubs'] });
    const [rolled] = (await source.bootstrapStatic()).data.elements;
    // 20 - 9 points, 3 - 1 goals, 1.20 - 0.45 xG; this week's points from GW2's payload.
    expect(rolled).toMatchObject({
      total_points: 11,
      goals_scored: 2,
      expected_goals: '0.75',
      event_points: 5,
    });
  });

  it('says why totals stay as recorded when a live payload is missing', async () => {
    const source = await createAsOfSource(snapshot([3]), 2);
    expect(source.totals).toEqual({
      rolledBack: false,
      reason: 'the snapshot has no live payload for gameweek 2',
    });
    expect(source.replay.asRecorded).toEqual(['player totals', 'prices', 'ownership', 'status', 'clubs']);
    expect((await source.bootstrapStatic()).data.elements[0]).toMatchObject({ total_points: 20 });
  });

  it('refuses a gameweek after the one the snapshot was recorded at', async () => {
    await expect(createAsOfSource(snapshot(), 4)).rejects.toThrow(
      "FPL_AS_OF_GAMEWEEK=4 is after the snapshot's current gameweek (3)",
    );
  });
});

describe('a snapshot replayed as of gameweek 0 (the season start)', () => {
  it('has no gameweek finished or current, gameweek 1 next, and every fixture unplayed', async () => {
    const source = await createAsOfSource(snapshot(), 0);
    const { data } = await source.bootstrapStatic();
    expect(data.events.map((e) => [e.id, e.finished, e.is_current, e.is_next])).toEqual([
      [1, false, false, true],
      [2, false, false, false],
      [3, false, false, false],
      [4, false, false, false],
    ]);
    const fixtures = (await source.fixtures()).data;
    expect(fixtures.every((f) => !f.finished && f.team_h_score === null && f.stats?.length === 0)).toBe(true);
    await expect(source.eventLive(1)).rejects.toMatchObject({ kind: 'not_found' });
    expect((await source.entryHistory(5)).data.current).toEqual([]);
  });

  it("zeroes players' season figures, keeping decimals as the game writes them, and keeps prices", async () => {
    const source = await createAsOfSource(snapshot([]), 0);
    expect(source.totals).toEqual({ rolledBack: true });
    const [start] = (await source.bootstrapStatic()).data.elements;
    expect(start).toMatchObject({
      total_points: 0,
      event_points: 0,
      goals_scored: 0,
      expected_goals: '0.00',
      now_cost: player.now_cost,
    });
  });
});
