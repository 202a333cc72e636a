import { describe, expect, it } from 'vitest';
import { loadSeason } from './load-season';
import { memorySource } from './test-support/memory-source';
import {
  modernSeasonFiles,
  oldSeasonFiles,
  playerTotals,
  TINY_GAMEWEEK_ROWS,
} from './test-support/tiny-seasons';

const load = (files: Record<string, string | Uint8Array>, season: string) =>
  loadSeason(memorySource(files), season);

function edit(files: Record<string, string>, relative: string, fn: (text: string) => string) {
  return { ...files, [relative]: fn(files[relative] ?? '') };
}

describe('loadSeason, 2016-17 layout', () => {
  it('takes team names from master_team_list.csv, short names from the club code, names from latin-1 bytes', async () => {
    const s = await load(oldSeasonFiles(), '2016-17');
    const morata = s.players.find((p) => p.playerId === 1);
    expect(morata).toMatchObject({
      season: '2016-17',
      firstName: 'Álvaro',
      webName: 'Morata',
      teamId: 2,
      teamName: 'Chelsea',
      teamShortName: 'CHE',
      elementType: 4,
      positionName: 'FWD',
      startCost: 90,
      endCost: 95,
      totalPoints: playerTotals(1).totalPoints,
      goalsScored: playerTotals(1).goals,
      expectedGoals: null,
      selectedByPercent: 12.5,
    });
    expect(s.players.find((p) => p.playerId === 3)).toMatchObject({
      secondName: 'Özil',
      startCost: 88,
      positionName: 'MID',
      teamShortName: 'ARS',
    });
    expect(s.warnings).toEqual([]);
  });

  it('maps every gameweek row, with both rows of a double gameweek and no expected stats', async () => {
    const s = await load(oldSeasonFiles(), '2016-17');
    expect(s.gameweeks).toHaveLength(TINY_GAMEWEEK_ROWS);
    const double = s.gameweeks.filter((g) => g.playerId === 1 && g.gameweek === 2);
    expect(
      double.map((g) => [
        g.fixtureId,
        g.opponentTeamId,
        g.wasHome,
        g.minutes,
        g.goalsScored,
        g.totalPoints,
        g.value,
      ]),
    ).toEqual([
      [2, 1, true, 90, 2, 13, 92],
      [3, 1, false, 30, 0, 1, 92],
    ]);
    expect(s.matches.map((m) => [m.homeShortName, m.awayShortName, m.homeXg])).toEqual([
      ['ARS', 'CHE', null],
      ['CHE', 'ARS', null],
      ['ARS', 'CHE', null],
    ]);
    expect(double[0]).toMatchObject({
      kickoffTime: new Date('2016-08-20T14:00:00Z'),
      expectedGoals: null,
      starts: null,
      bonus: 3,
      bps: 39,
      teamHScore: 2,
      teamAScore: 1,
    });
  });
});

describe('loadSeason, 2023-24 layout', () => {
  it('reads CRLF files, teams.csv, multi-line quoted news and the expected-stats columns', async () => {
    const s = await load(modernSeasonFiles(), '2023-24');
    expect(
      s.players.map((p) => [p.playerId, p.teamShortName, p.positionName, p.expectedGoals, p.expectedAssists]),
    ).toEqual([
      [1, 'CHE', 'FWD', 2.4, 0.85],
      [2, 'ARS', 'GKP', 2.4, 0.85],
      [3, 'ARS', 'MID', 2.4, 0.85],
    ]);
    const row = s.gameweeks.find((g) => g.playerId === 3 && g.fixtureId === 3);
    expect(row).toMatchObject({
      gameweek: 2,
      minutes: 45,
      goalsScored: 1,
      starts: 1,
      expectedGoals: 0.45,
      expectedAssists: 0.12,
      expectedGoalInvolvements: 0.57,
      expectedGoalsConceded: 1.1,
      expectedPoints: 2.5,
      defensiveContribution: null,
      selected: 3000,
      transfersBalance: 5,
    });
    expect(s.warnings).toEqual([]);
  });

  it('rebuilds the three matches from the player rows, with team xG summed per side', async () => {
    const s = await load(modernSeasonFiles(), '2023-24');
    // Every tiny row scores 2-1 and carries 0.45 expected goals; fixture 1 is Arsenal (code 3,
    // players 2 and 3) at home to Chelsea (code 8, player 1).
    expect(
      s.matches.map((m) => [
        m.fixtureId,
        m.gameweek,
        m.homeClub,
        m.awayClub,
        m.homeGoals,
        m.awayGoals,
        m.homeXg,
        m.awayXg,
      ]),
    ).toEqual([
      [1, 1, 3, 8, 2, 1, 0.9, 0.45],
      [2, 2, 8, 3, 2, 1, 0.45, 0.9],
      [3, 2, 3, 8, 2, 1, 0.9, 0.45],
    ]);
    expect(s.matches[0]).toMatchObject({
      kickoffTime: new Date('2016-08-13T11:30:00Z'),
      homeShortName: 'ARS',
    });
    expect(s.gameweeks.find((g) => g.playerId === 1 && g.fixtureId === 2)).toMatchObject({
      teamId: 2,
      club: 8,
    });
  });

  it('keeps gameweek numbers as written, like 2019-20 restarting at GW39', async () => {
    const files = edit(modernSeasonFiles('2019-20'), '2019-20/gws/merged_gw.csv', (t) =>
      t.replace(/,2,2\n/g, ',39,39\n'),
    );
    const s = await load(files, '2019-20');
    expect([...new Set(s.gameweeks.map((g) => g.gameweek))]).toEqual([1, 39]);
    expect(s.matches.map((m) => m.gameweek)).toEqual([1, 39, 39]);
  });

  it('drops a row repeated byte for byte and rejects a different second row for the same fixture', async () => {
    const gw = '2023-24/gws/merged_gw.csv';
    const lines = (modernSeasonFiles()[gw] ?? '').split('\n');
    const repeated = edit(modernSeasonFiles(), gw, (t) => `${t}${lines[3]}\n`);
    const s = await load(repeated, '2023-24');
    expect([s.gameweeks.length, s.duplicatesDropped]).toEqual([TINY_GAMEWEEK_ROWS, 1]);

    const conflicting = edit(
      modernSeasonFiles(),
      gw,
      (t) => `${t}${(lines[3] ?? '').replace(',True,', ',False,')}\n`,
    );
    await expect(load(conflicting, '2023-24')).rejects.toThrow(
      `mem/${gw}:11: second, different row for player 3 in GW1 fixture 1 (first at line 4)`,
    );
  });

  it('reports names and fixtures that disagree with players_raw.csv and fixtures.csv without stopping', async () => {
    let files = edit(modernSeasonFiles(), '2023-24/gws/merged_gw.csv', (t) =>
      t.replace(/Petr Cech/g, 'Peter Czech'),
    );
    files = edit(files, '2023-24/fixtures.csv', (t) =>
      t.replace(/\n9003,2\.0,3,[^,]+,2,1,/, '\n9003,2.0,3,2016-08-23T18:45:00Z,1,2,'),
    );
    const s = await load(files, '2023-24');
    expect(s.warnings[0]).toBe(
      'mem/2023-24/gws/merged_gw.csv:3: name "Peter Czech" differs from players_raw.csv player 2 (Petr Cech)',
    );
    expect(s.warnings.filter((w) => w.includes('fixture 3 against'))).toHaveLength(3);
    expect(s.gameweeks).toHaveLength(TINY_GAMEWEEK_ROWS);
  });
});

describe('loadSeason errors name the file and line', () => {
  it('fails on a truncated merged_gw.csv', async () => {
    const files = edit(modernSeasonFiles(), '2023-24/gws/merged_gw.csv', (t) => t.slice(0, t.length - 40));
    await expect(load(files, '2023-24')).rejects.toThrow(
      /^mem\/2023-24\/gws\/merged_gw\.csv:10: expected \d+ columns, found \d+/,
    );
  });

  it('fails on a players_raw.csv cut inside a quoted field', async () => {
    const files = edit(modernSeasonFiles(), '2023-24/players_raw.csv', (t) =>
      t.slice(0, t.indexOf('of playing')),
    );
    await expect(load(files, '2023-24')).rejects.toThrow(
      'mem/2023-24/players_raw.csv:4: unterminated quoted field (file truncated?)',
    );
  });

  it('fails on a gameweek row for a player who is not in players_raw.csv', async () => {
    const files = edit(modernSeasonFiles(), '2023-24/gws/merged_gw.csv', (t) =>
      t.replace('Petr Cech,GKP,Arsenal,2.5,2,', 'Petr Cech,GKP,Arsenal,2.5,99,'),
    );
    await expect(load(files, '2023-24')).rejects.toThrow(
      'mem/2023-24/gws/merged_gw.csv:3: column "element" refers to player 99, who is not in players_raw.csv',
    );
  });

  it('fails on a missing column, a non-number and an unknown position', async () => {
    const noGw = edit(modernSeasonFiles(), '2023-24/gws/merged_gw.csv', (t) =>
      t.replace(',round,GW\n', ',round,Gameweek\n'),
    );
    await expect(load(noGw, '2023-24')).rejects.toThrow(
      'mem/2023-24/gws/merged_gw.csv:1: missing column(s): GW',
    );
    const badCost = edit(modernSeasonFiles(), '2023-24/players_raw.csv', (t) =>
      t.replace(',4,95,5,', ',4,9.5.,5,'),
    );
    await expect(load(badCost, '2023-24')).rejects.toThrow(
      'mem/2023-24/players_raw.csv:2: column "now_cost" is not a number: "9.5."',
    );
    const badType = edit(modernSeasonFiles(), '2023-24/players_raw.csv', (t) =>
      t.replace(',4,95,5,', ',7,95,5,'),
    );
    await expect(load(badType, '2023-24')).rejects.toThrow(
      'mem/2023-24/players_raw.csv:2: column "element_type" is not a known position: 7',
    );
  });

  it('fails when a required file is missing, or no team list covers the season', async () => {
    const files = modernSeasonFiles();
    const { ['2023-24/players_raw.csv']: _gone, ...noPlayers } = files;
    await expect(load(noPlayers, '2023-24')).rejects.toThrow('mem/2023-24/players_raw.csv: file not found');
    const { ['2023-24/teams.csv']: _teams, ...noTeams } = files;
    await expect(load(noTeams, '2023-24')).rejects.toThrow('mem/master_team_list.csv: file not found');
    await expect(
      load({ ...noTeams, 'master_team_list.csv': 'season,team,team_name\n2016-17,1,Arsenal\n' }, '2023-24'),
    ).rejects.toThrow('mem/master_team_list.csv: no teams listed for season 2023-24');
  });
});
