import { describe, expect, it } from 'vitest';
import { elementSchema } from '@contracts/fpl/bootstrap';
import { fplElement } from '@contracts/fpl/testing/bootstrap';
import { hasOfficialPredictions, officialProgress, readOfficialFields } from './official';
import { predictPrices, type PredictionPlayer } from './predict';

const NOW = new Date('2026-09-01T12:00:00Z');

/** A 2026-27 style bootstrap element: the test payload plus the official fields, through the schema. */
function officialElement(id: number, fields: Record<string, unknown>) {
  return elementSchema.parse({
    ...fplElement(id, {
      element_type: 2,
      now_cost: 45,
      selected_by_percent: '12.5',
      ep_next: '3.0',
      transfers_in: 100_000,
      transfers_out: 40_000,
      transfers_in_event: 9_000,
      transfers_out_event: 2_000,
    }),
    ...fields,
  });
}

function asPlayer(el: ReturnType<typeof officialElement>): PredictionPlayer {
  return {
    playerId: el.id,
    status: el.status,
    owners: 0,
    gameweekChange: el.cost_change_event,
    gameweekNet: el.transfers_in_event - el.transfers_out_event,
    // The model's inputs would call this player a faller; the official path must ignore them.
    netSinceChange: -1_000_000,
    netBasis: 'gameweek',
    official: readOfficialFields(el),
  };
}

const rising = officialElement(3, {
  price_change_percent: '60.0',
  price_change_hourly_rate: 5,
  price_change_projections: [
    { offset: 0, projected_percent: '104.5', likelihood: 3 },
    { offset: 1, projected_percent: '130.0', likelihood: 4 },
  ],
  price_change_locked_until: null,
  price_change_calibrating: false,
});
const falling = officialElement(4, {
  price_change_percent: '-72.0',
  price_change_locked_until: null,
  price_change_calibrating: false,
});
const locked = officialElement(5, {
  price_change_percent: '120',
  price_change_locked_until: '2026-09-03T00:00:00Z',
});
const lockEnded = officialElement(6, {
  price_change_percent: '120',
  price_change_locked_until: '2026-08-30T00:00:00Z',
});
const calibrating = officialElement(7, { price_change_percent: '95', price_change_calibrating: true });
const quiet = officialElement(8, { price_change_percent: '0' });

describe('official price-change fields', () => {
  it('reads the fields leniently from a bootstrap element carrying them', () => {
    expect(readOfficialFields(rising)).toEqual({
      percent: 60,
      projections: [
        { offset: 0, projectedPercent: 104.5 },
        { offset: 1, projectedPercent: 130 },
      ],
      lockedUntil: null,
      calibrating: false,
    });
    expect(
      readOfficialFields(officialElement(2, { price_change_projections: 'not a list' })).projections,
    ).toEqual([]);
  });

  it('counts as published only when some player has projections or a non-zero percent', () => {
    expect(hasOfficialPredictions([quiet])).toBe(false);
    expect(hasOfficialPredictions([quiet, falling])).toBe(true);
    expect(hasOfficialPredictions([officialElement(1, {})])).toBe(false);
  });

  it('uses the projection for the next update, else the current percent', () => {
    expect(officialProgress(readOfficialFields(rising), NOW)).toMatchObject({
      direction: 'rise',
      progress: 104.5,
      now: 60,
    });
    expect(officialProgress(readOfficialFields(falling), NOW)).toMatchObject({
      direction: 'fall',
      progress: 72,
      now: 72,
    });
    expect(officialProgress(readOfficialFields(quiet), NOW)).toBeNull();
  });

  it('turns them into predictions, ignoring the model inputs', () => {
    const rows = predictPrices([rising, falling, locked, lockEnded, calibrating, quiet].map(asPlayer), {
      source: 'official',
      totalManagers: 10_000_000,
      now: NOW,
      nextDeadline: null,
      fitted: null,
    });
    expect(
      rows.map((r) => [
        r.playerId,
        r.direction,
        r.level,
        Math.min(100, Math.round(r.progress)),
        r.lockedUntil,
      ]),
    ).toEqual([
      [6, 'rise', 'very-high', 100, null],
      [3, 'rise', 'very-high', 100, null],
      [4, 'fall', 'medium', 72, null],
      [5, 'rise', 'low', 100, '2026-09-03T00:00:00Z'],
      [7, 'rise', 'low', 95, null],
    ]);
    expect(rows[1]?.reason).toEqual({ source: 'official', progressNow: 60, calibrating: false });
    expect(rows[4]?.reason).toMatchObject({ calibrating: true });
  });
});
