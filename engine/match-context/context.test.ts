import { describe, expect, it } from 'vitest';
import { GOAL_SETTING_FIELDS } from '@contracts/api/goal-scored-settings';
import type { PlayedMatch } from '../match-model/played-match';
import { DAY_MS } from './calendar';
import { formOf, isAfterBreak, isCongested, seeksRevenge } from './club-history';
import { CONDITIONS, CONTEXT_KEYS } from './conditions';
import { haversineKm, isDerby, travelKm } from './facts';
import { teamsInInjuryCrisis, type SquadPlayer } from './injuries';
import { matchContext } from './match-context';
import { leagueTable, standings } from './table';

// Club codes: ARS 3, TOT 6, NEW 4, BOU 91, LIV 14, EVE 11.
const ARS = 3;
const TOT = 6;
const NEW = 4;
const BOU = 91;
const START = Date.parse('2025-08-16T14:00:00Z'); // a Saturday, 15:00 UK
type Played = Pick<PlayedMatch, 'kickoffMs' | 'homeClub' | 'awayClub' | 'homeGoals' | 'awayGoals'>;
const game = (
  day: number,
  homeClub: number,
  awayClub: number,
  homeGoals: number,
  awayGoals: number,
): Played => ({
  kickoffMs: START + day * DAY_MS,
  homeClub,
  awayClub,
  homeGoals,
  awayGoals,
});

describe('facts', () => {
  it('knows derbies in either order and nothing else', () => {
    expect(isDerby(ARS, TOT)).toBe(true);
    expect(isDerby(TOT, ARS)).toBe(true);
    expect(isDerby(ARS, NEW)).toBe(false);
  });

  it('measures distance by the haversine formula', () => {
    // One degree of latitude is 2 pi R / 360 = 111.19 km.
    expect(haversineKm({ lat: 50, lon: 0 }, { lat: 51, lon: 0 })).toBeCloseTo(111.19, 1);
    // Newcastle to Bournemouth is about 470 km as the crow flies; London clubs a few km apart.
    expect(travelKm(NEW, BOU)).toBeGreaterThan(450);
    expect(travelKm(ARS, TOT)).toBeLessThan(10);
    expect(travelKm(ARS, 9999)).toBeNull();
  });
});

describe("a club's recent matches", () => {
  const season = [
    game(0, ARS, TOT, 0, 4),
    game(7, NEW, ARS, 1, 0),
    game(21, ARS, NEW, 2, 0),
    game(24, TOT, NEW, 1, 1),
  ];

  it('sees a break of 13 days or more, but not before the first match', () => {
    expect(isAfterBreak(season, ARS, START + 20 * DAY_MS)).toBe(true); // 13 days after day 7
    expect(isAfterBreak(season, ARS, START + 19 * DAY_MS)).toBe(false);
    expect(isAfterBreak(season, BOU, START + 30 * DAY_MS)).toBe(false);
  });

  it('sees congestion only when both clubs played within 4 days', () => {
    expect(isCongested(season, TOT, NEW, START + 28 * DAY_MS)).toBe(true);
    expect(isCongested(season, ARS, NEW, START + 28 * DAY_MS)).toBe(false); // ARS played 7 days before
  });

  it('seeks revenge after losing the reverse fixture by 3 or more', () => {
    expect(seeksRevenge(season, ARS, TOT, false, START + 100 * DAY_MS)).toBe(true);
    expect(seeksRevenge(season, TOT, ARS, true, START + 100 * DAY_MS)).toBe(false);
    expect(seeksRevenge(season, ARS, NEW, true, START + 100 * DAY_MS)).toBe(false); // lost by 1
  });

  it('calls 3+ wins in the last five good, 0-1 poor, and says nothing before five matches', () => {
    const wins = (n: number) => [0, 1, 2, 3, 4].map((d) => game(d * 7, ARS, 100 + d, d < n ? 2 : 0, 1));
    const later = START + 60 * DAY_MS;
    expect(formOf(wins(3), ARS, later)).toBe('good');
    expect(formOf(wins(2), ARS, later)).toBeNull();
    expect(formOf(wins(1), ARS, later)).toBe('poor');
    expect(formOf(wins(5).slice(0, 4), ARS, later)).toBeNull();
  });
});

describe('the league table', () => {
  // 20 clubs (codes 1..20), after 6 rounds in which a lower code always beats a higher one 1-0.
  const clubs = Array.from({ length: 20 }, (_, i) => i + 1);
  const rounds = Array.from({ length: 6 }, (_, r) =>
    clubs.slice(0, 10).map((c) => game(r * 7, c, ((c + r) % 10) + 11, 1, 0)),
  ).flat();

  it('orders by points and counts only matches before the kick-off', () => {
    const table = leagueTable(rounds, clubs, START + 100 * DAY_MS);
    expect(table[0]).toMatchObject({ club: 1, played: 6, points: 18, goalDifference: 6 });
    expect(table[19]?.points).toBe(0);
    expect(leagueTable(rounds, clubs, START).every((row) => row.played === 0)).toBe(true);
  });

  it('gives positions, the relegation threat and nothing to play for once six matches are played', () => {
    const now = standings(leagueTable(rounds, clubs, START + 100 * DAY_MS));
    expect(now.get(4)?.position).toBe(4);
    // Clubs 11-20 all have 0 points: within 3 points of 18th, so all threatened.
    expect(now.get(11)?.relegationThreatened).toBe(true);
    expect(now.get(10)?.relegationThreatened).toBe(false);
    expect(now.get(9)?.nothingToPlayFor).toBe(false); // 32 matches left
    expect(standings(leagueTable(rounds.slice(0, 50), clubs, START + 100 * DAY_MS)).size).toBe(0);
  });
});

describe('injury crisis', () => {
  const player = (team: number, cost: number, status = 'a', type = 4): SquadPlayer => ({
    team,
    element_type: type,
    now_cost: cost,
    status,
    chance_of_playing_next_round: status === 'a' ? null : 0,
  });

  it('counts the 5 most valuable midfielders and forwards, 3 out is a crisis', () => {
    const squad = [
      ...[100, 90, 80].map((cost) => player(1, cost, 'i')),
      ...[70, 60, 50].map((cost) => player(1, cost)),
      // Team 2: three attackers out but not among its top five; injured defenders do not count.
      ...[100, 90, 80, 70, 60].map((cost) => player(2, cost)),
      ...[50, 40, 30].map((cost) => player(2, cost, 'i')),
      ...[100, 90, 80].map((cost) => player(2, cost, 'i', 2)),
    ];
    expect([...teamsInInjuryCrisis(squad)]).toEqual([1]);
  });
});

describe('matchContext', () => {
  it('finds the match conditions of a derby played at 12:30 on gameweek 38', () => {
    const context = matchContext(
      { gameweek: 38, kickoffMs: Date.parse('2026-05-24T11:30:00Z'), homeClub: ARS, awayClub: TOT },
      { season: [], clubs: [ARS, TOT] },
    );
    expect(context.match.map((e) => e.key).sort()).toEqual([
      'derbyGoalsMultiplier',
      'earlyKickoffGoalsMultiplier',
      'seasonFinaleGoalsMultiplier',
    ]);
    expect(context.home).toEqual([]);
    expect(context.away).toEqual([]);
  });

  it('gives the side conditions to the club they hold for', () => {
    const season = [game(0, NEW, BOU, 0, 4)];
    const context = matchContext(
      { gameweek: 20, kickoffMs: START + 30 * DAY_MS, homeClub: BOU, awayClub: NEW },
      { season, clubs: [BOU, NEW], injuryCrisis: new Set([BOU]) },
    );
    expect(context.home.map((e) => e.key).sort()).toEqual([
      'injuryCrisisMultiplier',
      'postInternationalBreakMultiplier',
    ]);
    expect(context.away.map((e) => e.key).sort()).toEqual([
      'postInternationalBreakMultiplier',
      'revengeFactorMultiplier',
      'travelDistanceFatigueMultiplier',
    ]);
  });
});

describe('CONDITIONS', () => {
  it("covers exactly the settings' context multipliers", () => {
    const contextFields = GOAL_SETTING_FIELDS.filter((f) => f.group === 'context').map((f) => f.key);
    expect([...CONTEXT_KEYS].sort()).toEqual([...contextFields].sort());
  });

  it('labels the conditions without a data source inactive, with a reason', () => {
    const inactive = CONTEXT_KEYS.filter((key) => !CONDITIONS[key].active);
    expect(inactive).toEqual(
      expect.arrayContaining([
        'weatherConditionsGoalsMultiplier',
        'refereeInfluenceMultiplier',
        'newManagerBounceGoalsMultiplier',
        'postEuropeanGoalsMultiplier',
      ]),
    );
    for (const key of inactive) expect(CONDITIONS[key].inactiveReason).toMatch(/\w/);
  });
});
