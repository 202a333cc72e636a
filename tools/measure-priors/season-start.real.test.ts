import { seasonLabel } from '@contracts/game/schedule';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openImportedSeasons } from '../import-history/test-support/imported-seasons';
import { matchesRepository } from '../../server/db/repositories/matches';
import { pastAppearances } from '../../server/db/repositories/past-appearances';
import { historyRepository } from '../../server/db/repositories/past-seasons';
import { pointsHistory } from '../../server/db/repositories/points-history';
import { createAsOfSource } from '../../server/fpl/as-of-source';
import { createSnapshotSource } from '../../server/fpl/snapshot-source';
import { createMatchHistory } from '../../server/services/matches/service';
import { createAssistsRate } from '../../server/services/projections/model-card';
import { createStandingsService } from '../../server/services/projections/standings';
import { modelServices } from '../../server/services/test-support/model-services';

const root = path.resolve(import.meta.dirname, '../../../shared/fpl-data');
const snapshot = path.join(root, 'api/2025-26');
const vaastav = path.join(root, 'vaastav');
const present = existsSync(path.join(snapshot, 'bootstrap-static.json')) && existsSync(vaastav);
/** The three seasons before 2025-26: what the fits read at its start. */
const IMPORTED = ['2022-23', '2023-24', '2024-25'];
/** Promoted for 2025-26. */
const PROMOTED = ['LEE', 'BUR', 'SUN'];

/**
 * The recorded 2025-26 season replayed at its start (FPL_AS_OF_GAMEWEEK=0: nothing played, every
 * season total 0) with the three seasons before it imported: every figure comes from the previous
 * seasons, none is flat.
 */
describe.skipIf(!present)(
  'projections at the start of 2025-26 from the past seasons (skipped when ../shared/fpl-data is absent)',
  { timeout: 900_000 },
  () => {
    let opened: Awaited<ReturnType<typeof openImportedSeasons>>;
    let services: Awaited<ReturnType<typeof build>>;

    async function build() {
      const db = opened.db;
      const fpl = await createAsOfSource(createSnapshotSource(snapshot), 0);
      const now = () => new Date('2025-08-10T00:00:00Z');
      const matches = matchesRepository(db);
      const assistsPerGoal = createAssistsRate(historyRepository(db), async () =>
        seasonLabel((await fpl.bootstrapStatic()).data.events),
      );
      const services = modelServices({
        fpl,
        now,
        history: createMatchHistory({ fpl, log: { warn: () => undefined }, matches }),
        assistsPerGoal,
        pastShareRows: (seasons) => pastAppearances(db, seasons, matches),
        pastPointsRows: (seasons) => pointsHistory(db, seasons),
      });
      const { projections } = services;
      return {
        ...services,
        standings: createStandingsService({ season: projections.season, latestBacktest: async () => null }),
      };
    }

    beforeAll(async () => {
      opened = await openImportedSeasons(vaastav, IMPORTED);
      services = await build();
    }, 900_000);
    afterAll(() => opened?.close());

    it('plays at home with an advantage and tells the clubs apart', async () => {
      const body = await services.projections.matchProjections({ start_gw: 1, end_gw: 3 });
      const model = await services.projections.matchModel();
      expect(model.fit.seasons).toEqual(IMPORTED);
      expect(model.provisional_reason).toBeNull();
      const matches = body.gameweeks.flatMap((g) => g.matches);
      expect(matches).toHaveLength(30);
      const home = matches.map((m) => m.home.expected_goals);
      const away = matches.map((m) => m.away.expected_goals);
      const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
      expect(mean(home)).toBeGreaterThan(mean(away) + 0.1);
      expect(new Set(home).size).toBeGreaterThan(5);
    });

    it('projects the promoted clubs below the league median, and the clubs apart', async () => {
      const { rows } = await services.standings.projectedStandings();
      const points = rows.map((r) => r.points).sort((a, b) => a - b);
      const median = (points[9]! + points[10]!) / 2;
      expect(points.at(-1)! - points[0]!).toBeGreaterThan(15);
      for (const club of PROMOTED) {
        expect(rows.find((r) => r.short_name === club)!.points, club).toBeLessThan(median);
      }
    });

    it('splits a club goals by the players past shares: a goalkeeper gets almost none', async () => {
      const body = await services.shares.goalShareSeason();
      expect(body.model.provisional_reason).toBeNull();
      for (const team of body.teams) {
        const shares = team.players.map((p) => p.share_on_pitch);
        expect(Math.max(...shares), team.team_short).toBeGreaterThan(2 * Math.min(...shares));
        const keeper = team.players.filter((p) => p.position === 'GKP');
        expect(Math.max(...keeper.map((p) => p.projected_goals)), team.team_short).toBeLessThan(0.3);
      }
    });

    it('gives at least 200 players positive points and minutes for gameweek 1', async () => {
      const rows = await services.openfpl.projections(1);
      expect(rows.every((r) => r.gameweek === 1)).toBe(true);
      expect(rows.filter((r) => r.predicted_points > 0 && r.predicted_minutes > 0).length).toBeGreaterThan(
        200,
      );
    });
  },
);
