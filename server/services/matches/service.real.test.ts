import { describe, expect, it } from 'vitest';
import { createSnapshotSource } from '../../fpl/snapshot-source';
import { createMatchHistory } from './service';
import { hasRecordedSeason, RECORDED_SEASON_DIR } from '../../fpl/test-support/recorded-season';

describe.skipIf(!hasRecordedSeason)(
  'match history on the recorded 2025-26 snapshot (skipped when ../shared/fpl-data/api/2025-26 is absent)',
  () => {
    it('gives the 380 played matches, team xG where a live payload exists (GW30-38)', async () => {
      const warnings: string[] = [];
      const history = createMatchHistory({
        fpl: createSnapshotSource(RECORDED_SEASON_DIR),
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

    it("gives a January mover each fixture's club: Semenyo (player 82) Bournemouth, then Man City", async () => {
      const history = createMatchHistory({
        fpl: createSnapshotSource(RECORDED_SEASON_DIR),
        log: { warn: () => undefined },
        matches: { played: async () => [] },
      });
      const rows = (await history.currentClubs(Date.parse('2026-06-01T00:00:00Z'))).filter(
        (r) => r.playerId === 82,
      );
      // The game's team codes: Bournemouth 91, Man City 43; he moved in January 2026 (fixture ids
      // are numbered in calendar order).
      const last91 = Math.max(...rows.filter((r) => r.club === 91).map((r) => r.fixtureId));
      const first43 = Math.min(...rows.filter((r) => r.club === 43).map((r) => r.fixtureId));
      expect(new Set(rows.map((r) => r.club))).toEqual(new Set([91, 43]));
      expect(last91).toBeLessThan(first43);
    });
  },
);
