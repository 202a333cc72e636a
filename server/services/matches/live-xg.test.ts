import { describe, expect, it } from 'vitest';
import { readLive } from './live-gameweek';
import { teamXgFromLive } from './live-xg';
import { fixture, live, liveElement } from './test-data';

// Fixture 1: club 1 v club 2 (players 11, 12 home; 21 away). Fixture 2: club 3 v club 4.
const fixtures = [
  fixture(1, 5, 1, 2, '2025-09-20T14:00:00Z', [2, 0], { h: [11, 12], a: [21] }),
  fixture(2, 5, 3, 4, '2025-09-20T16:30:00Z', [1, 1], { h: [31], a: [41] }),
];
const clubs = new Map([
  [11, 1],
  [12, 1],
  [21, 2],
  [31, 3],
  [41, 4],
  [99, 4],
]);

describe('teamXgFromLive', () => {
  it("sums each side's players' expected goals per fixture", () => {
    const payload = live(
      liveElement(11, '0.45', { 1: 90 }),
      liveElement(12, '1.12', { 1: 70 }),
      liveElement(21, '0.30', { 1: 90 }),
      liveElement(31, '0.00', { 2: 90 }),
      liveElement(41, '0.81', { 2: 90 }),
    );
    expect(Object.fromEntries(teamXgFromLive(readLive(payload), fixtures, clubs))).toEqual({
      1: { home: 1.57, away: 0.3 },
      2: { home: 0, away: 0.81 },
    });
  });

  it('takes the side from the bootstrap club when the fixture does not list the player', () => {
    const payload = live(liveElement(99, '0.40', { 2: 12 }), liveElement(11, '0.10', { 1: 90 }));
    expect(teamXgFromLive(readLive(payload), fixtures, clubs).get(2)).toEqual({ home: 0, away: 0.4 });
    // Unknown side (his club played neither): that fixture has no measurement.
    expect(teamXgFromLive(readLive(payload), fixtures, new Map()).get(2)).toBeNull();
    expect(teamXgFromLive(readLive(payload), fixtures, new Map()).get(1)).toEqual({ home: 0.1, away: 0 });
  });

  it('gives null to both fixtures of a double gameweek where a player with xG played twice', () => {
    const double = [
      fixtures[0]!,
      fixture(3, 5, 2, 1, '2025-09-23T19:00:00Z', [0, 0], { h: [21], a: [11] }),
      fixtures[1]!,
    ];
    const payload = live(liveElement(11, '0.60', { 1: 90, 3: 90 }), liveElement(31, '0.20', { 2: 90 }));
    const xg = teamXgFromLive(readLive(payload), double, clubs);
    expect([xg.get(1), xg.get(3), xg.get(2)]).toEqual([null, null, { home: 0.2, away: 0 }]);
  });

  it('gives null everywhere when the payload carries no expected goals (mirrors strip them)', () => {
    const payload = live(liveElement(11, undefined, { 1: 90 }), liveElement(31, undefined, { 2: 90 }));
    expect([...teamXgFromLive(readLive(payload), fixtures, clubs).values()]).toEqual([null, null]);
  });
});
