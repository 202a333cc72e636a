import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSnapshotSource } from '../../fpl/snapshot-source';
import { createMatchHistory } from './service';

const dir = path.resolve(import.meta.dirname, '../../../../shared/fpl-data/api/2025-26');
const present =
  existsSync(path.join(dir, 'bootstrap-static.json')) && existsSync(path.join(dir, 'fixtures.json'));

describe.skipIf(!present)(
  'match history on the recorded 2025-26 snapshot (skipped when ../shared/fpl-data/api/2025-26 is absent)',
  () => {
    it('gives the 380 played matches, team xG where a live payload exists (GW30-38)', async () => {
      const warnings: string[] = [];
      const history = createMatchHistory({
        fpl: createSnapshotSource(dir),
        log: { warn: (m) => warnings.push(m) },
        matches: { played: async () => [] },
      });
      const played = await history.played(Date.parse('2026-06-01T00:00:00Z'));
      expect(played).toHaveLength(380);
      expect(new Set(played.map((m) => m.homeClub)).size).toBe(20);
      const measured = played.filter((m) => m.homeXg !== null);
      expect(measured.every((m) => m.gameweek >= 30)).toBe(true);
      // Nine gameweeks of ten matches; the doubles of GW33 and GW36 cannot be split by player.
      expect(measured.length).toBeGreaterThan(70);
      expect(measured.length).toBeLessThanOrEqual(90);
      const goals = measured.reduce((s, m) => s + m.homeGoals + m.awayGoals, 0);
      const xg = measured.reduce((s, m) => s + m.homeXg! + m.awayXg!, 0);
      // Expected goals track goals over many matches (own goals and penalties aside).
      expect(xg / goals).toBeGreaterThan(0.8);
      expect(xg / goals).toBeLessThan(1.2);
      expect(warnings).toEqual([]);
    });
  },
);
