import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { decodeText } from './decode';
import { CLUB_SHORT_NAMES, teamsFromMasterList, teamsFromTeamsCsv } from './teams';

const master = (text: string) => parseCsv(text, 'master_team_list.csv');

describe('season teams', () => {
  it('takes names from master_team_list.csv and short names from the club code', () => {
    const teams = teamsFromMasterList(
      master('season,team,team_name\n2016-17,1,Arsenal\n2016-17,7,Hull\n2017-18,1,Arsenal\n'),
      '2016-17',
      new Map([
        [1, 3],
        [7, 88],
      ]),
    );
    expect([...teams.values()]).toEqual([
      { id: 1, name: 'Arsenal', shortName: 'ARS' },
      { id: 7, name: 'Hull', shortName: 'HUL' },
    ]);
  });

  it('names the line of a club whose short name is unknown', () => {
    expect(() =>
      teamsFromMasterList(
        master('season,team,team_name\n2016-17,1,Arsenal\n2016-17,2,Atlantis\n'),
        '2016-17',
        new Map([
          [1, 3],
          [2, 999],
        ]),
      ),
    ).toThrow('master_team_list.csv:3: no short name known for Atlantis (team 2, club code 999)');
  });

  it('rejects a teams.csv listing a team id twice', () => {
    const csv = parseCsv('id,name,short_name\n1,Arsenal,ARS\n1,Villa,AVL\n', 'teams.csv');
    expect(() => teamsFromTeamsCsv(csv)).toThrow('teams.csv:3: duplicate team id 1');
  });
});

const vaastav = path.resolve(import.meta.dirname, '../../../shared/fpl-data/vaastav');

describe.skipIf(!existsSync(vaastav))(
  'CLUB_SHORT_NAMES against the real files (skipped when ../shared/fpl-data/vaastav is absent)',
  () => {
    it("agrees with every club code in 2018-19's raw.json and the 2019-20+ teams.csv files", () => {
      const seen = new Map<number, string>();
      const raw = JSON.parse(readFileSync(path.join(vaastav, '2018-19/raw.json'), 'utf8')) as {
        teams: { code: number; short_name: string }[];
      };
      for (const t of raw.teams) seen.set(t.code, t.short_name);
      for (const season of ['2019-20', '2020-21', '2021-22', '2022-23', '2023-24', '2024-25', '2025-26']) {
        const table = parseCsv(
          decodeText(readFileSync(path.join(vaastav, season, 'teams.csv'))).text,
          'teams.csv',
        );
        const code = table.header.indexOf('code');
        const short = table.header.indexOf('short_name');
        for (const r of table.records) seen.set(Number(r.values[code]), r.values[short] ?? '');
      }
      const checked = Object.entries(CLUB_SHORT_NAMES).filter(([code]) => seen.has(Number(code)));
      expect(checked.filter(([code, name]) => seen.get(Number(code)) !== name)).toEqual([]);
      // Only the four clubs that left before 2018-19 and never came back are not in those files.
      expect(Object.keys(CLUB_SHORT_NAMES).filter((code) => !seen.has(Number(code)))).toEqual([
        '25',
        '80',
        '88',
        '110',
      ]);
    });

    it('covers every club of 2016-17 .. 2018-19', () => {
      for (const season of ['2016-17', '2017-18', '2018-19']) {
        const table = parseCsv(
          readFileSync(path.join(vaastav, season, 'players_raw.csv'), 'utf8'),
          'players_raw.csv',
        );
        const at = table.header.indexOf('team_code');
        const missing = table.records
          .map((r) => Number(r.values[at]))
          .filter((code) => CLUB_SHORT_NAMES[code] === undefined);
        expect({ season, missing }).toEqual({ season, missing: [] });
      }
    });
  },
);
