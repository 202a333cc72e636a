import { degradedFields } from '@contracts/fpl/lenient';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLiveSource, type LiveSourceOptions } from './live-source';
import type { FplSource } from './source';
import { GAME_UPDATING_PAGE, startFakeUpstream, type FakeUpstream } from './test-support/fake-upstream';
import * as payloads from './test-support/payloads';

let upstream: FakeUpstream;
let t: number;
let delays: number[];

beforeEach(async () => {
  upstream = await startFakeUpstream();
  t = Date.UTC(2025, 7, 15, 12);
  delays = [];
});
afterEach(() => upstream.close());

function live(overrides: Partial<LiveSourceOptions> = {}): FplSource {
  return createLiveSource({
    baseUrl: upstream.baseUrl,
    timeoutMs: 2000,
    retries: 2,
    now: () => new Date(t),
    sleep: async (ms) => {
      delays.push(ms);
    },
    random: () => 0,
    ...overrides,
  });
}

describe('createLiveSource', () => {
  it('fetches every endpoint from its upstream path and validates it', async () => {
    upstream.route('bootstrap-static/', { body: payloads.bootstrapPayload() });
    upstream.route('fixtures/', { body: payloads.fixturesPayload() });
    upstream.route('entry/7/', { body: payloads.entryPayload(7) });
    upstream.route('entry/7/history/', { body: payloads.historyPayload([1, 2]) });
    upstream.route('entry/7/event/2/picks/', { body: payloads.picksPayload(2) });
    upstream.route('leagues-classic/9/standings/?page_standings=2', {
      body: payloads.standingsPayload(9, 2, false),
    });
    upstream.route('element-summary/1/', { body: payloads.elementSummaryPayload() });
    upstream.route('event/2/live/', { body: payloads.eventLivePayload(2) });
    upstream.route('event-status/', { body: payloads.eventStatusPayload() });
    const source = live();

    expect((await source.bootstrapStatic()).data.elements).toHaveLength(2);
    expect((await source.fixtures()).data[0]?.team_a_score).toBe(1);
    expect((await source.entry(7)).data.player_last_name).toBe('Manager7');
    expect((await source.entryHistory(7)).data.current).toHaveLength(2);
    expect((await source.entryPicks(7, 2)).data.entry_history.event).toBe(2);
    expect((await source.leagueStandings(9, 2)).data.standings.page).toBe(2);
    expect((await source.elementSummary(1)).data.fixtures).toEqual([]);
    expect((await source.eventLive(2)).data.elements[0]?.stats.bonus).toBe(2);
    expect((await source.eventStatus()).data.status[0]?.event).toBe(1);
    expect(upstream.calls).toHaveLength(9);
  });

  it('keeps unknown fields, so the relay passes them on as upstream sent them', async () => {
    upstream.route('entry/7/', { body: payloads.entryPayload(7) });
    const { data, stale, fetchedAt } = await live().entry(7);
    expect(data).toHaveProperty('extra_upstream_field');
    expect(stale).toBe(false);
    expect(fetchedAt).toEqual(new Date(t));
  });

  it('names itself live at its base URL, adding the trailing slash', () => {
    const source = live({ baseUrl: upstream.baseUrl.replace(/\/$/, '') });
    expect([source.kind, source.location]).toEqual(['live', upstream.baseUrl]);
  });

  it('coalesces ten concurrent identical requests into one upstream call', async () => {
    upstream.route('bootstrap-static/', { body: payloads.bootstrapPayload() });
    const source = live();
    const results = await Promise.all(Array.from({ length: 10 }, () => source.bootstrapStatic()));
    expect(results.every((r) => r.data.elements.length === 2)).toBe(true);
    expect(upstream.callsTo('bootstrap-static/')).toBe(1);
  });

  it('serves bootstrap-static from cache for 5 minutes and entries for 60 s', async () => {
    upstream.route(
      'bootstrap-static/',
      { body: payloads.bootstrapPayload(1) },
      { body: payloads.bootstrapPayload(2) },
    );
    upstream.route('entry/7/', { body: payloads.entryPayload(7) });
    const source = live();
    await source.bootstrapStatic();
    await source.entry(7);
    t += 59_000;
    await source.entry(7);
    expect(upstream.callsTo('entry/7/')).toBe(1);
    t += 1_000;
    await source.entry(7);
    expect(upstream.callsTo('entry/7/')).toBe(2);
    expect((await source.bootstrapStatic()).data.events.filter((e) => e.finished)).toHaveLength(1);
    t += 4 * 60_000;
    expect((await source.bootstrapStatic()).data.events.filter((e) => e.finished)).toHaveLength(2);
    expect(upstream.callsTo('bootstrap-static/')).toBe(2);
  });

  it('returns the last good copy with stale: true when upstream then fails', async () => {
    upstream.route('fixtures/', { body: payloads.fixturesPayload() }, { status: 500 });
    const source = live();
    const first = await source.fixtures();
    t += 10 * 60_000;
    const second = await source.fixtures();
    expect(second).toEqual({ data: first.data, fetchedAt: first.fetchedAt, stale: true });
    expect(upstream.callsTo('fixtures/')).toBe(1 + 3); // one good answer, then three failed attempts
    expect(source.lastFetchedAt()).toEqual(first.fetchedAt);
  });

  it('reports invalid_payload when a field the app needs is unreadable', async () => {
    upstream.route('entry/7/', { body: { ...payloads.entryPayload(7), id: 'seven' } });
    await expect(live().entry(7)).rejects.toMatchObject({ kind: 'invalid_payload' });
    await expect(live().entry(7)).rejects.toThrow(/entry\/7\/.*at id/);
  });

  it('reads a payload whose other fields are unreadable, naming the fields that fell back', async () => {
    upstream.route('entry/7/', { body: { ...payloads.entryPayload(7), summary_overall_points: 'lots' } });
    const { data } = await live().entry(7);
    expect(data.summary_overall_points).toBeNull();
    expect(degradedFields(data)).toEqual(['entry.summary_overall_points']);
  });

  it('falls back to the stale copy when a later payload fails validation', async () => {
    upstream.route('entry/7/', { body: payloads.entryPayload(7) }, { body: { broken: true } });
    const source = live();
    await source.entry(7);
    t += 60_000;
    const again = await source.entry(7);
    expect([again.stale, again.data.name]).toEqual([true, 'Team 7']);
  });

  it('answers a 404 without retrying: a stale copy for what it served before, not_found otherwise', async () => {
    upstream.route('entry/7/', { body: payloads.entryPayload(7) }, { status: 404, body: 'gone' });
    upstream.route('entry/8/', { status: 404, body: 'gone' });
    const source = live();
    await source.entry(7);
    t += 60_000;
    await expect(source.entry(7)).resolves.toMatchObject({ stale: true });
    expect(upstream.callsTo('entry/7/')).toBe(2);
    await expect(source.entry(8)).rejects.toMatchObject({ kind: 'not_found' });
    expect(upstream.callsTo('entry/8/')).toBe(1);
  });

  it('reports updating on the 503 page and leaves upstream alone for the pause', async () => {
    upstream.route(
      'bootstrap-static/',
      { status: 503, body: GAME_UPDATING_PAGE },
      { body: payloads.bootstrapPayload() },
    );
    upstream.route('fixtures/', { body: payloads.fixturesPayload() });
    const source = live({ updatingPauseMs: 30_000 });
    await expect(source.bootstrapStatic()).rejects.toMatchObject({ kind: 'updating' });
    t += 29_000;
    await expect(source.fixtures()).rejects.toMatchObject({ kind: 'updating' });
    expect(upstream.calls).toEqual(['bootstrap-static/']);
    t += 1_000;
    expect((await source.bootstrapStatic()).stale).toBe(false);
  });

  it('reads bootstrap-static fresh past the cache, failing rather than serving an older copy', async () => {
    upstream.route(
      'bootstrap-static/',
      { body: payloads.bootstrapPayload(1) },
      { body: payloads.bootstrapPayload(2) },
      { status: 503, body: GAME_UPDATING_PAGE },
    );
    const source = live({ updatingPauseMs: 30_000 });
    await source.bootstrapStatic();
    const fresh = await source.bootstrapStatic({ fresh: true });
    expect(fresh.stale).toBe(false);
    expect(fresh.data.events.filter((e) => e.finished)).toHaveLength(2);
    await expect(source.bootstrapStatic({ fresh: true })).rejects.toMatchObject({ kind: 'updating' });
    // Upstream is still left alone for the pause.
    t += 29_000;
    await expect(source.bootstrapStatic({ fresh: true })).rejects.toMatchObject({ kind: 'updating' });
    expect(upstream.callsTo('bootstrap-static/')).toBe(3);
  });

  it('serves the stale copy while the game is being updated', async () => {
    upstream.route(
      'fixtures/',
      { body: payloads.fixturesPayload() },
      { status: 503, body: GAME_UPDATING_PAGE },
    );
    const source = live();
    await source.fixtures();
    t += 5 * 60_000;
    expect((await source.fixtures()).stale).toBe(true);
  });

  it('retries failures with growing delays before giving up as unavailable', async () => {
    upstream.route('event-status/', { status: 502 });
    await expect(live({ retries: 3 }).eventStatus()).rejects.toMatchObject({ kind: 'unavailable' });
    expect(upstream.callsTo('event-status/')).toBe(4);
    expect(delays).toHaveLength(3);
    expect(delays[0]).toBeLessThan(delays[1] ?? 0);
    expect(delays[1]).toBeLessThan(delays[2] ?? 0);
  });

  it('honours Retry-After on 429', async () => {
    upstream.route(
      'event/3/live/',
      { status: 429, headers: { 'retry-after': '2' } },
      { body: payloads.eventLivePayload(3) },
    );
    expect((await live().eventLive(3)).data.elements).toHaveLength(1);
    expect(delays).toEqual([2000]);
  });

  it('times out a server that never answers', async () => {
    upstream.route('fixtures/', { hang: true });
    await expect(live({ timeoutMs: 50, retries: 0 }).fixtures()).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });

  it.each([-1, 0, Number.NaN, 1.5, 2 ** 40])('never sends invalid id %s upstream', async (id) => {
    const source = live();
    await expect(source.entry(id)).rejects.toMatchObject({ kind: 'invalid_id' });
    await expect(source.entryHistory(id)).rejects.toMatchObject({ kind: 'invalid_id' });
    await expect(source.entryPicks(7, id)).rejects.toMatchObject({ kind: 'invalid_id' });
    await expect(source.leagueStandings(id, 1)).rejects.toMatchObject({ kind: 'invalid_id' });
    await expect(source.leagueStandings(9, id)).rejects.toMatchObject({ kind: 'invalid_id' });
    await expect(source.elementSummary(id)).rejects.toMatchObject({ kind: 'invalid_id' });
    await expect(source.eventLive(id)).rejects.toMatchObject({ kind: 'invalid_id' });
    expect(upstream.calls).toEqual([]);
  });

  it('rejects gameweek 39 without asking upstream', async () => {
    await expect(live().eventLive(39)).rejects.toMatchObject({ kind: 'invalid_id' });
    expect(upstream.calls).toEqual([]);
  });

  it('has no last fetch time until a fetch succeeds', async () => {
    const source = live();
    expect(source.lastFetchedAt()).toBeNull();
    await expect(source.fixtures()).rejects.toMatchObject({ kind: 'not_found' });
    expect(source.lastFetchedAt()).toBeNull();
  });
});
