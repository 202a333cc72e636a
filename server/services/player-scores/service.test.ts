import { describe, expect, it } from 'vitest';
import type { FplElement } from '@contracts/fpl/index';
import { captainScore } from '@engine/scores/captain-score';
import { scorePlayer } from '@engine/scores/player';
import { transferScore } from '@engine/scores/transfer-score';
import { bootstrap, element, seasonSource } from '../test-support/small-season';
import type { HistoryTable } from './history';
import { createPlayerScoresService } from './service';

const NO_HISTORY: HistoryTable = { seasons: [], byCode: new Map(), positionPer90: {} };

function service(elements: FplElement[], history: HistoryTable = NO_HISTORY, current = 3) {
  return createPlayerScoresService({
    fpl: seasonSource(bootstrap(elements, current)),
    historyTable: async () => history,
  });
}

/** A Liverpool midfielder whose parts are hand-computed below (no part hits a cap). */
const plain = (id: number, over: Partial<FplElement> = {}) =>
  element(id, 12, 3, {
    form: '2.0',
    points_per_game: '2.0',
    total_points: 4,
    now_cost: 50,
    ict_index: '15.0',
    ...over,
  });

describe('transfer planner', () => {
  it("scores a player by hand: 8 weighted parts over LIV's fixtures from GW3", async () => {
    const res = await service([plain(1)]).transferPlanner({ type: 'all', position: 'all', price: 'all' });
    expect(res.fromGameweek).toBe(3);
    expect(res.finishedGameweeks).toBe(2);
    const card = res.players[0]!;
    // LIV from GW3: SUN (H) 2, ARS (H) 4, MCI (A) 4; home counts 0.3 easier:
    // ease 8.6, 4.6, 4 weighted 1, 0.85, 0.7225 -> 15.4 / 2.5725.
    const fixturesPart = 15.4 / 2.5725;
    const values = {
      form: 5, // 2.0 x 2.5
      value: 5, // 4 pts / £5.0m / 2 finished GWs x 1 (MID) x 12.5
      fixtures: fixturesPart,
      ict: 3, // 15 / 450 min x 90
      minutes: 1.2, // 180 / 600 x 4
      momentum: 5, // form = points per game
      transferVolume: 5, // 0 net
      points: 0.2, // 4 / 20
    };
    const sum = 1.25 + 1 + fixturesPart * 0.2 + 0.45 + 0.12 + 0.25 + 0.15 + 0.004;
    expect(Object.fromEntries(card.parts.map((p) => [p.key, p.value]))).toEqual(
      Object.fromEntries(Object.entries(values).map(([k, v]) => [k, expect.closeTo(v, 10)])),
    );
    expect(card.weightedSum).toBeCloseTo(sum, 10);
    expect(card).toMatchObject({
      score: 4.4,
      recommendation: 'neutral',
      label: 'Hold',
      trend: 'stable',
      injuryPenalty: 0,
    });
    expect(card.fixtures).toEqual([
      { gameweek: 3, opponentShort: 'SUN', home: true, difficulty: 2 },
      { gameweek: 4, opponentShort: 'ARS', home: true, difficulty: 4 },
      { gameweek: 5, opponentShort: 'MCI', home: false, difficulty: 4 },
    ]);
    expect(card).toMatchObject({
      teamShort: 'LIV',
      teamName: 'Liverpool',
      position: 'Midfielder',
      fullName: 'First Second1',
    });
    expect(res.parts.map((p) => [p.key, p.weight])).toEqual([
      ['form', 0.25],
      ['value', 0.2],
      ['fixtures', 0.2],
      ['ict', 0.15],
      ['minutes', 0.1],
      ['momentum', 0.05],
      ['transferVolume', 0.03],
      ['points', 0.02],
    ]);
  });

  it('applies the historical multiplier from past seasons by player code', async () => {
    // 180 points in 2700 minutes = 6 per 90 against the midfield's 4: ratio 1.5, weight 2700/4500,
    // multiplier 1 + 0.25 x 0.6 x 0.5 = 1.075.
    const history: HistoryTable = {
      seasons: ['2024-25'],
      byCode: new Map([[9001, [{ season: '2024-25', points: 180, minutes: 2700 }]]]),
      positionPer90: { 3: 4 },
    };
    const res = await service([plain(1)], history).transferPlanner({
      type: 'all',
      position: 'all',
      price: 'all',
    });
    const card = res.players[0]!;
    expect(card.historical).toEqual({
      multiplier: 1.075,
      per90: 6,
      positionPer90: 4,
      minutes: 2700,
      seasons: ['2024-25'],
    });
    expect(card.score).toBe(4.8); // 4.4213 x 1.075 = 4.753
  });

  it('filters by transfer type, position and inclusive price bounds, best score first', async () => {
    const strong = (id: number, over: Partial<FplElement> = {}) =>
      element(id, 12, 3, {
        form: '8.0',
        points_per_game: '6.0',
        total_points: 60,
        minutes: 1800,
        ict_index: '150.0',
        ...over,
      });
    const weak = (id: number, over: Partial<FplElement> = {}) =>
      element(id, 13, 2, { form: '0.0', total_points: 0, minutes: 0, ...over });
    const players = [
      strong(1, { now_cost: 50 }),
      strong(2, { now_cost: 70, element_type: 4, total_points: 62 }),
      weak(3, { now_cost: 51 }),
      plain(4),
      element(5, 1, 5),
    ];
    const s = service(players);
    const ids = async (q: Parameters<typeof s.transferPlanner>[0]) =>
      (await s.transferPlanner(q)).players.map((p) => p.id);

    // 1 and 2 both score 8.3 (every capped part at its cap); the tie goes to more total points.
    expect(await ids({ type: 'in', position: 'all', price: 'all' })).toEqual([2, 1]);
    expect(await ids({ type: 'out', position: 'all', price: 'all' })).toEqual([3]);
    expect(await ids({ type: 'all', position: 'all', price: 'all' })).toEqual([2, 1, 4, 3]);
    expect(await ids({ type: 'all', position: '4', price: 'all' })).toEqual([2]);
    expect(await ids({ type: 'all', position: 'all', price: '0-5' })).toEqual([1, 4]);
    expect(await ids({ type: 'all', position: 'all', price: '5-7' })).toEqual([2, 1, 4, 3]);
    expect(await ids({ type: 'all', position: 'all', price: '7-10' })).toEqual([2]);
    expect(await ids({ type: 'all', position: 'all', price: '15-20' })).toEqual([]);
  });

  it('caps the list at 24 cards and reports how many matched', async () => {
    const players = Array.from({ length: 30 }, (_, i) => plain(i + 1, { total_points: 4 + (i % 3) }));
    const res = await service(players).transferPlanner({ type: 'all', position: 'all', price: 'all' });
    expect(res.total).toBe(30);
    expect(res.players).toHaveLength(24);
    expect(res.orderedBy).toBe('score');
  });

  it('lists transfers out most owned first and penalises injury doubt', async () => {
    const sell = (id: number, owned: string, over: Partial<FplElement> = {}) =>
      element(id, 13, 2, { form: '0.0', total_points: 0, minutes: 0, selected_by_percent: owned, ...over });
    const players = [
      sell(1, '0.5'),
      sell(2, '30.2', { status: 'i', chance_of_playing_next_round: 0, news: 'Knee injury' }),
      sell(3, '4.0'),
    ];
    const res = await service(players).transferPlanner({ type: 'out', position: 'all', price: 'all' });
    expect(res.orderedBy).toBe('ownership');
    expect(res.players.map((p) => p.id)).toEqual([2, 3, 1]);
    expect(res.players[0]).toMatchObject({
      injuryPenalty: 3,
      availability: 'unavailable',
      news: 'Knee injury',
      selectedByPercent: 30.2,
    });
  });

  it('marks the trend from net transfers this gameweek', async () => {
    const players = [
      plain(1, { transfers_in_event: 200_001, transfers_out_event: 100_000 }),
      plain(2, { transfers_out_event: 100_001 }),
    ];
    const res = await service(players).transferPlanner({ type: 'all', position: 'all', price: 'all' });
    const byId = new Map(res.players.map((p) => [p.id, p]));
    expect(byId.get(1)).toMatchObject({ trend: 'rising', netTransfersEvent: 100_001 });
    expect(byId.get(2)).toMatchObject({ trend: 'falling', netTransfersEvent: -100_001 });
  });

  it('matches the engine for every player of the season', async () => {
    const players = [
      plain(1),
      element(2, 1, 4, { form: '7.5' }),
      element(3, 17, 1, { status: 'd', chance_of_playing_next_round: 50 }),
    ];
    const res = await service(players).transferPlanner({ type: 'all', position: 'all', price: 'all' });
    const arsenal = [
      { difficulty: 4, home: true }, // GW3 MCI (H)
      { difficulty: 5, home: false }, // GW4 LIV (A)
      { difficulty: 2, home: true }, // GW4 SUN (H)
    ];
    const expected = transferScore({
      player: scorePlayer(players[1]!),
      fixtures: arsenal,
      finishedGameweeks: 2,
    });
    expect(res.players.find((p) => p.id === 2)?.score).toBe(expected.score);
    expect(res.players.find((p) => p.id === 3)).toMatchObject({
      availability: 'doubtful',
      injuryPenalty: 1.5,
    });
  });
});

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
    expect(card).toMatchObject({
      positionFactor: 0.8,
      score: 3.2,
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
    // A regular 10-point forward owned by 30% scores 6.9: Good Option, so a safe pick.
    expect(byId.get(5)).toMatchObject({ score: 6.9, recommendation: 'good', isPopularPick: true });
    // The popular defender: 2.1 after the 0.3 position factor, Avoid.
    expect(byId.get(4)).toMatchObject({ score: 2.1, recommendation: 'avoid', isPopularPick: true });

    expect(await ids('safe')).toEqual([1, 5]);
    // 2 is a differential (3% owned, above 6); 3 is not popular (12%) and scores above 6.
    expect(await ids('differential')).toEqual([3, 2]);
    // Same numbers apart from ownership: its part (9, 7.5, 8) orders 1 (8.3), 3 (8.2), 2 (8.1).
    expect(await ids('all', '4')).toEqual([1, 3, 2, 5]);
    const many = Array.from({ length: 25 }, (_, i) => star(i + 1, '40.0'));
    const capped = await service(many).captainCandidates({ strategy: 'all', position: 'all' });
    expect(capped.total).toBe(25);
    expect(capped.candidates).toHaveLength(20);
  });
});
