import { describe, expect, it } from 'vitest';
import { seasonGameweek, seasonPlayer } from '../test-rows';
import { suiteDatabase } from '../suite-database';
import { testDatabases } from '../testing';
import { BULK_CHUNK } from './bulk-insert';
import { historyRepository } from './past-seasons';

const meta = { source: 'vaastav/Fantasy-Premier-League' };

describe.each(testDatabases())('historyRepository on $name', ({ open }) => {
  let repo: ReturnType<typeof historyRepository>;
  suiteDatabase(open, (db) => {
    repo = historyRepository(db);
  });

  const players = [seasonPlayer(2, { webName: 'Saka' }), seasonPlayer(1, { code: null })];
  // Player 1 has a double gameweek 2 (two fixtures) and one blank (0 minutes) in gameweek 3.
  const gameweeks = [
    seasonGameweek(1, 1, { minutes: 90 }),
    seasonGameweek(1, 2, { minutes: 90, fixtureId: 21 }),
    seasonGameweek(1, 2, { minutes: 45, fixtureId: 22 }),
    seasonGameweek(1, 3, { minutes: 0 }),
    seasonGameweek(2, 1, { minutes: 10 }),
  ];

  it('imports a season and reads it back', async () => {
    const row = await repo.replaceSeason('2023-24', players, gameweeks, meta);
    expect(row).toMatchObject({ label: '2023-24', playerCount: 2, gameweekRows: 5, ...meta });

    const stored = await repo.playersBySeason('2023-24');
    expect(stored.map((p) => [p.playerId, p.webName, p.code, p.season])).toEqual([
      [1, 'P1', null, '2023-24'],
      [2, 'Saka', 100_002, '2023-24'],
    ]);
    expect(Object.fromEntries(await repo.appearances('2023-24'))).toEqual({ 1: 3, 2: 1 });
  });

  it('re-running replaces the season instead of adding to it, and leaves other seasons alone', async () => {
    await repo.replaceSeason('2022-23', [seasonPlayer(9)], [seasonGameweek(9, 1)], meta);
    await repo.replaceSeason('2023-24', players, gameweeks, meta);
    const smaller = await repo.replaceSeason('2023-24', [players[0]!], [gameweeks[4]!], meta);
    expect(smaller).toMatchObject({ playerCount: 1, gameweekRows: 1 });

    expect((await repo.playersBySeason('2023-24')).map((p) => p.playerId)).toEqual([2]);
    expect(Object.fromEntries(await repo.appearances('2023-24'))).toEqual({ 2: 1 });
    expect((await repo.playersBySeason('2022-23')).map((p) => p.playerId)).toEqual([9]);
    expect((await repo.listSeasons()).map((s) => [s.label, s.playerCount])).toEqual([
      ['2023-24', 1],
      ['2022-23', 1],
    ]);
  });

  it('leaves the previous import untouched when a later batch fails', async () => {
    await repo.replaceSeason('2021-22', players, gameweeks, meta);
    const before = await repo.listSeasons();
    // BULK_CHUNK + 1 valid rows fill the first chunk; the duplicate of row 0 in the second chunk
    // violates UNIQUE(season, player_id, gameweek, fixture_id) after a whole chunk was inserted.
    const many = Array.from({ length: BULK_CHUNK + 1 }, (_, i) => seasonGameweek(3, 1, { fixtureId: i + 1 }));
    many.push(many[0]!);
    const failing = repo.replaceSeason('2021-22', [seasonPlayer(3)], many, meta);
    await expect(failing).rejects.toMatchObject({ cause: { code: '23505' } });

    expect((await repo.playersBySeason('2021-22')).map((p) => p.playerId)).toEqual([1, 2]);
    expect(Object.fromEntries(await repo.appearances('2021-22'))).toEqual({ 1: 3, 2: 1 });
    expect(await repo.listSeasons()).toEqual(before);
  });

  it('sums the goal columns per season over its players, only for the seasons asked', async () => {
    const scorers = [
      seasonPlayer(1, { goalsScored: 10, assists: 4, ownGoals: 1 }),
      seasonPlayer(2, { goalsScored: 3, assists: 7, ownGoals: 0 }),
    ];
    await repo.replaceSeason('2018-19', scorers, [], meta);
    await repo.replaceSeason('2017-18', [seasonPlayer(1, { goalsScored: 5, assists: 2 })], [], meta);
    await repo.replaceSeason('2016-17', [seasonPlayer(1, { goalsScored: 99 })], [], meta);
    const totals = await repo.goalTotals(['2018-19', '2017-18']);
    expect([...totals].sort((a, b) => a.season.localeCompare(b.season))).toEqual([
      { season: '2017-18', goalsScored: 5, assists: 2, ownGoals: 0 },
      { season: '2018-19', goalsScored: 13, assists: 11, ownGoals: 1 },
    ]);
    expect(await repo.goalTotals([])).toEqual([]);
  });

  it('refuses rows that belong to another season', async () => {
    const wrong = [seasonPlayer(4, { season: '2020-21' })];
    await expect(repo.replaceSeason('2019-20', wrong, [], meta)).rejects.toThrow(
      'row of season 2020-21 passed to replaceSeason(2019-20)',
    );
    expect((await repo.listSeasons()).map((s) => s.label)).not.toContain('2019-20');
  });
});
