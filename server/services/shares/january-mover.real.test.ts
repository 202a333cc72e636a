import { describe, expect, it } from 'vitest';
import { createAsOfSource } from '../../fpl/as-of-source';
import { createSnapshotSource } from '../../fpl/snapshot-source';
import type { FplSource } from '../../fpl/source';
import { modelServices } from '../test-support/model-services';
import { hasRecordedSeason, RECORDED_SEASON_DIR } from '../../fpl/test-support/recorded-season';

/**
 * Antoine Semenyo (element 82) played gameweeks 1-21 of 2025-26 for Bournemouth (10 goals in 1,800
 * minutes, vaastav 2025-26 merged_gw.csv) and moved to Man City for gameweek 22; the recorded
 * bootstrap lists him at Man City. As of gameweek 21 he has not yet played for City.
 */
const MOVER = 82;
const AS_OF = 21;
const NOW = () => new Date('2026-01-10T00:00:00Z');

/** The snapshot as of gameweek 21, with the mover listed at `team` (his old club or his new). */
async function sharesWith(team: (teams: { id: number; short_name: string }[]) => number) {
  const replay = await createAsOfSource(createSnapshotSource(RECORDED_SEASON_DIR), AS_OF);
  const fpl: FplSource = {
    ...replay,
    bootstrapStatic: async (read) => {
      const fetched = await replay.bootstrapStatic(read);
      const club = team(fetched.data.teams);
      const elements = fetched.data.elements.map((e) => (e.id === MOVER ? { ...e, team: club } : e));
      return { ...fetched, data: { ...fetched.data, elements } };
    },
  };
  const { shares, openfpl } = modelServices({ fpl, now: NOW });
  const goals = await shares.goalShareSeason();
  const player = goals.teams.flatMap((t) => t.players).find((p) => p.id === MOVER)!;
  const points = (await openfpl.projections(1)).find((r) => r.player_id === MOVER)!;
  return { player, points };
}

describe.skipIf(!hasRecordedSeason)(
  'a January mover on the recorded 2025-26 season (skipped when ../shared/fpl-data/api/2025-26 is absent)',
  { timeout: 240_000 },
  () => {
    const built = hasRecordedSeason
      ? Promise.all([
          sharesWith((teams) => teams.find((t) => t.short_name === 'BOU')!.id),
          sharesWith((teams) => teams.find((t) => t.short_name === 'MCI')!.id),
        ])
      : null;

    it('keeps his goal share at his new club within a factor of two of his old one before he plays for it', async () => {
      const [old, moved] = await built!;
      expect(old.player.team_short).toBe('BOU');
      expect(moved.player.team_short).toBe('MCI');
      expect(old.player.goal_share).toBeGreaterThan(0.1);
      expect(moved.player.goal_share).toBeGreaterThan(old.player.goal_share / 2);
      expect(moved.player.goal_share).toBeLessThan(old.player.goal_share * 2);
      // His usual minutes come from his last club matches, at Bournemouth.
      expect(moved.player.next_minutes_share).toBeGreaterThan(0.5);
    });

    it('projects him points and minutes at his new club next gameweek', async () => {
      const [old, moved] = await built!;
      expect(moved.points.predicted_minutes).toBeGreaterThan(45);
      expect(moved.points.predicted_points).toBeGreaterThan(old.points.predicted_points / 2);
    });
  },
);
