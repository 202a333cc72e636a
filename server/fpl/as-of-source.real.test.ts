import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMatchHistory } from '../services/matches/service';
import { createAsOfSource } from './as-of-source';
import { createSnapshotSource } from './snapshot-source';

const api = path.resolve(import.meta.dirname, '../../../shared/fpl-data/api');
const dir = path.join(api, '2025-26');
// Element summaries fetched after GW36 closed (fetch-manifest.json: last_closed_gw 36).
const topmarx = path.join(api, '2025-26-topmarx/element-summary');
const present =
  existsSync(path.join(dir, 'bootstrap-static.json')) && existsSync(path.join(dir, 'fixtures.json'));
const json = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

describe.skipIf(!present)(
  'the recorded 2025-26 snapshot replayed as of a gameweek (skipped when ../shared/fpl-data/api/2025-26 is absent)',
  () => {
    it('as of GW33: the match history holds exactly the fixtures of GW1-33, team xG from GW30', async () => {
      const source = await createAsOfSource(createSnapshotSource(dir), 33);
      const history = createMatchHistory({
        fpl: source,
        log: { warn: () => undefined },
        matches: { played: async () => [] },
      });
      const played = await history.played(Date.parse('2026-06-01T00:00:00Z'));
      const raw = json(path.join(dir, 'fixtures.json')) as { event: number | null }[];
      expect(played).toHaveLength(raw.filter((f) => f.event !== null && f.event <= 33).length);
      expect(Math.max(...played.map((m) => m.gameweek))).toBe(33);
      expect(new Set(played.filter((m) => m.homeXg !== null).map((m) => m.gameweek))).toEqual(
        new Set([30, 31, 32, 33]),
      );
      const { data } = await source.bootstrapStatic();
      expect(data.events.find((e) => e.is_current)?.id).toBe(33);
      expect(data.events.find((e) => e.is_next)?.id).toBe(34);
      await expect(source.eventLive(34)).rejects.toMatchObject({ kind: 'not_found' });
    });

    it.skipIf(!existsSync(topmarx))(
      "as of GW36: players' season points are the sums of their GW1-36 rows in element summaries fetched then",
      async () => {
        const source = await createAsOfSource(createSnapshotSource(dir), 36);
        expect(source.totals).toEqual({ rolledBack: true });
        const { data } = await source.bootstrapStatic();
        let same = 0;
        let compared = 0;
        for (const element of data.elements) {
          const file = path.join(topmarx, `${element.id}.json`);
          if (!existsSync(file)) continue;
          const summary = json(file) as { history: { round: number; total_points: number }[] };
          compared++;
          const points = summary.history.filter((r) => r.round <= 36).reduce((s, r) => s + r.total_points, 0);
          if (points === element.total_points) same++;
        }
        expect(compared).toBeGreaterThan(700);
        // Live payloads recorded hours after a gameweek may still carry provisional bonus.
        expect(same / compared).toBeGreaterThan(0.98);
      },
    );

    it('as of GW20: season totals stay as recorded, for want of the live payloads of GW20-29', async () => {
      const source = await createAsOfSource(createSnapshotSource(dir), 20);
      expect(source.totals).toEqual({
        rolledBack: false,
        reason: 'the snapshot has no live payload for gameweek 20',
      });
    });
  },
);
