import { describe, expect, it } from 'vitest';
import type { FplElement } from '@contracts/fpl/index';
import type { Priced } from '@contracts/game/priced';
import { scorePlayer, transferScore } from '@engine/scores';
import { element } from '../test-support/small-season';
import type { HistoryTable } from './historical-multipliers';
import { plain, service } from './test-helpers';

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
    // A midfielder's sum below 6 is not rescaled (and the midfield reference, 8.234, reaches 8 anyway).
    expect(card.rescaledSum).toBeCloseTo(sum, 10);
    expect(card).toMatchObject({
      positionReference: 8.234,
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
    const res = await service([plain(1, { code: 9001 })], history).transferPlanner({
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
    const strong = (id: number, over: Partial<Priced<FplElement>> = {}) =>
      element(id, 12, 3, {
        form: '8.0',
        points_per_game: '6.0',
        total_points: 60,
        minutes: 1800,
        ict_index: '150.0',
        ...over,
      });
    const weak = (id: number, over: Partial<Priced<FplElement>> = {}) =>
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
    const sell = (id: number, owned: string, over: Partial<Priced<FplElement>> = {}) =>
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
