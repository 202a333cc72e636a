import { describe, expect, it } from 'vitest';
import { seasonGameweek, seasonMatch, seasonPlayer } from '../test-rows';
import { suiteDatabase } from '../suite-database';
import { testDatabases } from '../testing';
import { historyRepository } from './past-seasons';
import { appearancesFrom } from './past-appearances';
import { pointsHistory } from './points-history';

const meta = { source: 'vaastav/Fantasy-Premier-League' };

describe.each(testDatabases())('pointsHistory on $name', ({ open }) => {
  const opened = suiteDatabase(open, async (db) => {
    // Arsenal (team 1, code 3) 2-1 Chelsea (team 2, code 8): player 1 plays for Arsenal at home,
    // player 2 for Chelsea away; player 3 has no team on record and is left out.
    await historyRepository(db).replaceSeason(
      '2024-25',
      [seasonPlayer(1), seasonPlayer(2, { positionName: 'GKP', teamId: 2 }), seasonPlayer(3)],
      [
        seasonGameweek(1, 1, {
          fixtureId: 10,
          teamId: 1,
          minutes: 90,
          goalsScored: 1,
          bonus: 3,
          totalPoints: 9,
          expectedPoints: 4.5,
        }),
        seasonGameweek(2, 1, {
          fixtureId: 10,
          teamId: 2,
          wasHome: false,
          minutes: 90,
          saves: 4,
          totalPoints: 3,
        }),
        seasonGameweek(3, 1, { fixtureId: 10, teamId: null }),
      ],
      meta,
      [seasonMatch(10, { homeXg: 1.5, awayXg: 0.5 })],
    );
  });

  it('joins each row with its match, from the side of his club', async () => {
    const rows = await pointsHistory(opened.db, ['2024-25']);
    const byPlayer = new Map(rows.map((r) => [r.playerId, r]));
    expect(rows).toHaveLength(2);
    expect(byPlayer.get(1)).toMatchObject({
      season: '2024-25',
      code: 100_001,
      position: 'MID',
      club: 3,
      opponent: 8,
      teamGoals: 2,
      teamConceded: 1,
      goals: 1,
      bonus: 3,
      totalPoints: 9,
      expectedPoints: 4.5,
      kickoffMs: Date.UTC(2024, 7, 17, 14),
    });
    expect(byPlayer.get(1)!.teamXg).toBeCloseTo(1.5, 5);
    expect(byPlayer.get(2)).toMatchObject({
      position: 'GKP',
      club: 8,
      opponent: 3,
      teamGoals: 1,
      teamConceded: 2,
      saves: 4,
      expectedPoints: null,
    });
    expect(byPlayer.get(2)!.teamXg).toBeCloseTo(0.5, 5);
    expect(await pointsHistory(opened.db, [])).toEqual([]);
    expect(await pointsHistory(opened.db, ['2023-24'])).toEqual([]);
  });

  it('gives the share model the rows with minutes, season by season and by gameweek', async () => {
    await historyRepository(opened.db).replaceSeason(
      '2022-23',
      [seasonPlayer(1), seasonPlayer(2, { teamId: 2 })],
      [
        seasonGameweek(1, 3, { fixtureId: 30, teamId: 1, minutes: 90, goalsScored: 2 }),
        seasonGameweek(2, 3, { fixtureId: 30, teamId: 2, wasHome: false, minutes: 0 }),
        seasonGameweek(2, 1, { fixtureId: 10, teamId: 2, wasHome: false, minutes: 60, assists: 1 }),
        seasonGameweek(1, 1, { fixtureId: 10, teamId: 1, minutes: 45 }),
      ],
      meta,
      [seasonMatch(10), seasonMatch(30)],
    );
    const seasons = ['2022-23', '2024-25'];
    const fromPoints = appearancesFrom(await pointsHistory(opened.db, seasons));
    // Season by season, then by gameweek; the row without minutes is not an appearance.
    expect(fromPoints.map((r) => [r.season, r.fixtureId, r.minutes, r.goals, r.assists])).toEqual([
      ['2022-23', 10, 60, 0, 1],
      ['2022-23', 10, 45, 0, 0],
      ['2022-23', 30, 90, 2, 0],
      ['2024-25', 10, 90, 1, 0],
      ['2024-25', 10, 90, 0, 0],
    ]);
  });
});
