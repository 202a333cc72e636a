import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAsOfSource } from '../../server/fpl/as-of-source';
import { createSnapshotSource } from '../../server/fpl/snapshot-source';
import { makeTempDir } from '../../server/fpl/test-support/temp-dir';
import { createMatchHistory } from '../../server/services/matches/service';
import { generateDemoSeason } from './generate';
import { writeSnapshot } from './write-dir';

// The demo season (recorded at its current gameweek) replayed as of gameweek 6 (FPL_AS_OF_GAMEWEEK).
const K = 6;

describe('the demo season replayed as of a gameweek', { timeout: 180_000 }, () => {
  let dir = '';
  let cleanup = async () => {};
  beforeAll(async () => {
    const temp = await makeTempDir('demo-as-of');
    cleanup = temp.cleanup;
    dir = path.join(temp.dir, 'demo');
    await writeSnapshot(dir, generateDemoSeason());
  }, 180_000);
  afterAll(() => cleanup());

  const file = async (relative: string): Promise<unknown> =>
    JSON.parse(await readFile(path.join(dir, relative), 'utf8'));

  it("rolls players' season totals back: each equals the sum of his element-summary rows up to the gameweek", async () => {
    const source = await createAsOfSource(createSnapshotSource(dir, 'demo'), K);
    expect(source.totals).toEqual({ rolledBack: true });
    const { data } = await source.bootstrapStatic();
    const sample = data.elements.filter((_, i) => i % 20 === 0);
    for (const element of sample) {
      const summary = (await file(`element-summary/${element.id}.json`)) as {
        history: { round: number; total_points: number; minutes: number }[];
      };
      const upTo = summary.history.filter((r) => r.round <= K);
      expect({ id: element.id, points: element.total_points, minutes: element.minutes }).toEqual({
        id: element.id,
        points: upTo.reduce((s, r) => s + r.total_points, 0),
        minutes: upTo.reduce((s, r) => s + r.minutes, 0),
      });
    }
  });

  it('gives the match history only the fixtures of the gameweeks up to it, every one with team xG', async () => {
    const source = await createAsOfSource(createSnapshotSource(dir, 'demo'), K);
    const history = createMatchHistory({
      fpl: source,
      log: { warn: () => undefined },
      matches: { played: async () => [] },
    });
    const played = await history.played(Date.parse('2100-01-01T00:00:00Z'));
    const fixtures = (await file('fixtures.json')) as { event: number | null }[];
    expect(played).toHaveLength(fixtures.filter((f) => f.event !== null && f.event <= K).length);
    expect(Math.max(...played.map((m) => m.gameweek))).toBe(K);
    expect(played.filter((m) => m.homeXg === null)).toEqual([]);
    await expect(source.eventLive(K + 1)).rejects.toMatchObject({ kind: 'not_found' });
  });
});
