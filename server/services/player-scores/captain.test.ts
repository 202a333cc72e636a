import { describe, expect, it } from 'vitest';
import { captainScore, scorePlayer } from '@engine/scores';
import { element } from '../test-support/small-season';
import { NO_HISTORY, plain, service } from './test-helpers';

describe('captain candidates', () => {
  it("scores the next gameweek's fixture by hand and explains the parts", async () => {
    const res = await service([plain(1, { total_points: 6 })]).captainCandidates({
      strategy: 'all',
      position: 'all',
    });
    expect(res.gameweek).toBe(4);
    const card = res.candidates[0]!;
    // GW4: LIV home to ARS, difficulty 4: ease 4 x 1.15 = 4.6.
    expect(Object.fromEntries(card.parts.map((p) => [p.key, p.value]))).toEqual({
      form: 4.4, // 2.0 x 2.2
      fixture: expect.closeTo(4.6, 10),
      ict: 2.5, // (50 + 50 + 50) / 60
      minutes: 1.2,
      momentum: 5,
      ownership: 7.5, // 10% is under 20%
    });
    expect(card.weightedSum).toBeCloseTo(1.32 + 1.15 + 0.5 + 0.12 + 0.5 + 0.375, 10);
    // 3.965 x 8.5 / 8.567 (the midfield reference, engine/scores/captain-score.ts) = 3.934 -> 3.9
    expect(card).toMatchObject({
      positionReference: 8.567,
      positionScale: expect.closeTo(8.5 / (0.8 * 8.567), 10),
      positionFactor: 0.8,
      score: 3.9,
      recommendation: 'avoid',
      label: 'Avoid',
      isPopularPick: false,
    });
    expect(card.fixtures).toEqual([{ gameweek: 4, opponentShort: 'ARS', home: true, difficulty: 4 }]);
  });

  it('gives a double gameweek both fixtures and a blank none', async () => {
    const arsenal = element(1, 1, 4, { total_points: 30 });
    const city = element(2, 13, 4, { total_points: 30 });
    const res = await service([arsenal, city], NO_HISTORY, 4).captainCandidates({
      strategy: 'all',
      position: 'all',
    });
    // Current GW4, next GW5: ARS blank, MCI home to LIV.
    expect(res.gameweek).toBe(5);
    expect(res.candidates.find((c) => c.id === 1)?.fixtures).toEqual([]);
    expect(res.candidates.find((c) => c.id === 2)?.fixtures).toEqual([
      { gameweek: 5, opponentShort: 'LIV', home: true, difficulty: 4 },
    ]);
    const double = await service([arsenal]).captainCandidates({ strategy: 'all', position: 'all' });
    expect(double.candidates[0]?.fixtures.map((f) => f.opponentShort)).toEqual(['LIV', 'SUN']);
    const engine = captainScore({
      player: scorePlayer(arsenal),
      nextFixtures: [
        { difficulty: 5, home: false },
        { difficulty: 2, home: true },
      ],
    });
    expect(double.candidates[0]?.score).toBe(engine.score);
  });

  it('leaves out players with 5 points or fewer, unavailable players and non-players; warns on doubtful ones', async () => {
    const players = [
      element(1, 12, 4, { total_points: 5 }),
      element(2, 12, 4, { total_points: 40, status: 'i', news: 'Hamstring' }),
      element(3, 12, 4, { total_points: 40, status: 'a', chance_of_playing_next_round: 0 }),
      element(4, 12, 4, { total_points: 40, status: 's' }),
      element(5, 12, 4, {
        total_points: 40,
        status: 'd',
        chance_of_playing_next_round: 75,
        news: 'Knock - 75% chance',
      }),
      element(6, 12, 4, { total_points: 6 }),
      element(7, 12, 5, { total_points: 40 }),
    ];
    const res = await service(players).captainCandidates({ strategy: 'all', position: 'all' });
    expect(res.candidates.map((c) => c.id).sort()).toEqual([5, 6]);
    expect(res.candidates.find((c) => c.id === 5)).toMatchObject({
      availability: 'doubtful',
      news: 'Knock - 75% chance',
    });
  });

  it('keeps popular safe picks, differentials and the position asked for, 20 at most', async () => {
    const star = (id: number, owned: string, type = 4) =>
      element(id, 12, type, {
        total_points: 120,
        form: '9.0',
        points_per_game: '7.0',
        minutes: 1800,
        selected_by_percent: owned,
      });
    const players = [
      star(1, '45.0'),
      star(2, '3.0'),
      star(3, '12.0'),
      star(4, '20.0', 2),
      element(5, 12, 4, { total_points: 10, selected_by_percent: '30.0' }),
    ];
    const s = service(players);
    const ids = async (strategy: 'safe' | 'differential' | 'all', position: 'all' | '4' = 'all') =>
      (await s.captainCandidates({ strategy, position })).candidates.map((c) => c.id);
    const all = await s.captainCandidates({ strategy: 'all', position: 'all' });
    const byId = new Map(all.candidates.map((c) => [c.id, c]));
    expect(byId.get(1)).toMatchObject({ isPopularPick: true, isDifferential: false });
    expect(byId.get(2)).toMatchObject({ isPopularPick: false, isDifferential: true });
    // A regular 10-point forward owned by 30%: weighted sum 5.75 x 8.5 / 8.75 = 5.59 -> 5.6, Risky, so
    // not a safe pick.
    expect(byId.get(5)).toMatchObject({ score: 5.6, recommendation: 'risky', isPopularPick: true });
    // The popular defender with forward 1's numbers and sum (about 6.9: 8.3 / 1.2 on the spec scale):
    // x 8.5 / 8.375 = 7.0, a Good Option and above the forwards (x 8.5 / 8.75: 6.7 and below) once
    // each position is scaled by its own reference.
    expect(byId.get(4)).toMatchObject({ score: 7, recommendation: 'good', isPopularPick: true });

    expect(await ids('safe')).toEqual([4, 1]);
    // 2 is a differential (3% owned, above 6); 3 is not popular (12%) and scores above 6.
    expect(await ids('differential')).toEqual([3, 2]);
    // Same numbers apart from ownership: its part (9, 7.5, 8) orders 1 (6.7), then 3 and 2 (both
    // 6.6; the more owned first).
    expect(await ids('all', '4')).toEqual([1, 3, 2, 5]);
    const many = Array.from({ length: 25 }, (_, i) => star(i + 1, '40.0'));
    const capped = await service(many).captainCandidates({ strategy: 'all', position: 'all' });
    expect(capped.total).toBe(25);
    expect(capped.candidates).toHaveLength(20);
  });
});
