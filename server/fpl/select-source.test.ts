import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { probeUpstream, selectSource, type SelectSourceOptions } from './select-source';
import { GAME_UPDATING_PAGE, startFakeUpstream, type FakeUpstream } from './test-support/fake-upstream';
import { bootstrapPayload } from './test-support/payloads';
import { makeTempDir, writeFiles } from './test-support/temp-dir';

let dir = '';
let cleanup = async () => {};
let demoDir = '';
const log = { info: vi.fn<(m: string) => void>(), warn: vi.fn<(m: string) => void>() };

beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir('select'));
  demoDir = path.join(dir, 'demo');
  await writeFiles(demoDir, { 'bootstrap-static.json': bootstrapPayload() });
  log.info.mockClear();
  log.warn.mockClear();
});
afterEach(() => cleanup());

function options(overrides: Partial<SelectSourceOptions>): SelectSourceOptions {
  return { fplSource: 'auto', demoDir, baseUrl: 'http://127.0.0.1:9/api/', log, ...overrides };
}

describe('selectSource', () => {
  it('uses the live API for FPL_SOURCE=live without probing', async () => {
    const probe = vi.fn(async () => {});
    const selection = await selectSource(options({ fplSource: 'live', probe }));
    expect([selection.source.kind, selection.source.location]).toEqual(['live', 'http://127.0.0.1:9/api/']);
    expect([selection.selectedBy, selection.reason]).toEqual(['env', null]);
    expect(probe).not.toHaveBeenCalled();
  });

  it('defaults the live base URL to the official API', async () => {
    const selection = await selectSource({ fplSource: 'live', demoDir, log });
    expect(selection.source.location).toBe('https://fantasy.premierleague.com/api/');
  });

  it('uses the demo season for FPL_SOURCE=demo', async () => {
    const selection = await selectSource(options({ fplSource: 'demo' }));
    expect([selection.source.kind, selection.source.location, selection.selectedBy]).toEqual([
      'demo',
      demoDir,
      'env',
    ]);
    expect((await selection.source.bootstrapStatic()).data.elements).toHaveLength(2);
  });

  it('refuses FPL_SOURCE=demo when the demo season has not been generated', async () => {
    const empty = path.join(dir, 'empty');
    await expect(selectSource(options({ fplSource: 'demo', demoDir: empty }))).rejects.toThrow(
      `FPL_SOURCE=demo, but ${empty} has no bootstrap-static.json: generate the demo season first`,
    );
  });

  it('reads a snapshot directory named by FPL_SOURCE', async () => {
    const selection = await selectSource(options({ fplSource: demoDir }));
    expect([selection.source.kind, selection.source.location, selection.selectedBy]).toEqual([
      'snapshot',
      demoDir,
      'env',
    ]);
  });

  it('replays a snapshot as of FPL_AS_OF_GAMEWEEK, and refuses it for the live game', async () => {
    const selection = await selectSource(options({ fplSource: demoDir, asOfGameweek: 1 }));
    const { data } = await selection.source.bootstrapStatic();
    expect(data.events.map((e) => [e.id, e.finished, e.is_current])).toEqual([
      [1, true, true],
      [2, false, false],
      [3, false, false],
    ]);
    expect(log.info).toHaveBeenCalledWith(
      "FPL source replayed as of gameweek 1 (FPL_AS_OF_GAMEWEEK): players' season totals not rolled back (the snapshot has no live payload for gameweek 1)",
    );
    for (const fplSource of ['live', 'auto']) {
      await expect(selectSource(options({ fplSource, asOfGameweek: 1 }))).rejects.toThrow(
        `FPL_AS_OF_GAMEWEEK=1 replays recorded data: set FPL_SOURCE to a snapshot directory or 'demo' (it is '${fplSource}')`,
      );
    }
  });

  it('refuses a path that is a file or does not exist', async () => {
    const file = path.join(demoDir, 'bootstrap-static.json');
    await expect(selectSource(options({ fplSource: file }))).rejects.toThrow(`${file} is not a directory`);
    const missing = path.join(dir, 'nowhere');
    await expect(selectSource(options({ fplSource: missing }))).rejects.toThrow(
      `FPL_SOURCE=${missing} is not 'live', 'demo' or 'auto', and as a snapshot directory ${missing} does not exist`,
    );
  });

  it('chooses live on auto when the probe succeeds', async () => {
    const probe = vi.fn(async () => {});
    const selection = await selectSource(options({ probe }));
    expect(probe).toHaveBeenCalledWith('http://127.0.0.1:9/api/');
    expect([selection.source.kind, selection.selectedBy, selection.reason]).toEqual([
      'live',
      'auto',
      'upstream answered within 3 s',
    ]);
  });

  it('falls back to the demo season on auto when upstream does not answer, and says why', async () => {
    const probe = async () => {
      throw new Error('GET http://127.0.0.1:9/api/bootstrap-static/ timed out after 3000 ms');
    };
    const selection = await selectSource(options({ probe }));
    expect([selection.source.kind, selection.selectedBy, selection.reason]).toEqual([
      'demo',
      'auto',
      'upstream did not answer within 3 s',
    ]);
    expect(log.warn).toHaveBeenCalledWith(
      `FPL source: demo season in ${demoDir}, because upstream did not answer within 3 s`,
    );
  });

  it('says in user words why upstream was not used, and logs the upstream detail', async () => {
    const probe = async () => {
      throw new Error('GET http://127.0.0.1:9/api/bootstrap-static/ failed: fetch failed (ENOTFOUND)');
    };
    const selection = await selectSource(options({ probe }));
    expect([selection.source.kind, selection.reason]).toEqual([
      'demo',
      'the official game could not be reached',
    ]);
    expect(log.warn).toHaveBeenCalledWith(
      `FPL source: demo season in ${demoDir}, because upstream is not usable: GET http://127.0.0.1:9/api/bootstrap-static/ failed: fetch failed (ENOTFOUND)`,
    );
  });

  it('fails clearly on auto when upstream is down and there is no demo season', async () => {
    const probe = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    const empty = path.join(dir, 'empty');
    await expect(selectSource(options({ probe, demoDir: empty }))).rejects.toThrow(
      `FPL_SOURCE=auto chose the demo season because upstream is not usable: connect ECONNREFUSED, but ${empty} has no bootstrap-static.json`,
    );
  });
});

describe('selectSource with the real probe against a fake upstream', () => {
  let upstream: FakeUpstream;
  beforeEach(async () => {
    upstream = await startFakeUpstream();
  });
  afterEach(() => upstream.close());

  it('chooses live when bootstrap-static answers', async () => {
    upstream.route('bootstrap-static/', { body: bootstrapPayload() });
    const selection = await selectSource(options({ baseUrl: upstream.baseUrl }));
    expect([selection.source.kind, selection.source.location]).toEqual(['live', upstream.baseUrl]);
  });

  it('chooses the demo season while the game is being updated', async () => {
    upstream.route('bootstrap-static/', { status: 503, body: GAME_UPDATING_PAGE });
    const selection = await selectSource(options({ baseUrl: upstream.baseUrl }));
    expect([selection.source.kind, selection.reason]).toEqual(['demo', 'upstream is being updated']);
    expect(upstream.callsTo('bootstrap-static/')).toBe(1);
  });

  it('the probe gives up on a silent upstream after its timeout, without retrying', async () => {
    upstream.route('bootstrap-static/', { hang: true });
    await expect(probeUpstream(upstream.baseUrl, 50)).rejects.toThrow('timed out after 50 ms');
    expect(upstream.callsTo('bootstrap-static/')).toBe(1);
  });
});
