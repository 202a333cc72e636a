import { describe, expect, it } from 'vitest';
import { freeTransferRules, freeTransfersFor, type ChipPlay, type TransferWeek } from './free-transfers';

const rules = freeTransferRules('2024-25');

/** History rows from GW `from` with the given transfer counts, one per gameweek. */
function weeks(made: number[], from = 1): TransferWeek[] {
  return made.map((event_transfers, i) => ({ event: from + i, event_transfers }));
}

describe('freeTransfersFor', () => {
  it('makes the first gameweek unlimited', () => {
    expect(freeTransfersFor(1, [], [], rules)).toEqual({ unlimited: true, reason: 'first_gameweek' });
    expect(freeTransfersFor(1, weeks([0]), [], rules)).toEqual({ unlimited: true, reason: 'first_gameweek' });
  });

  it('gives one free transfer for GW2 whatever was changed before the first deadline', () => {
    expect(freeTransfersFor(2, weeks([0]), [], rules)).toEqual({ unlimited: false, free: 1 });
    expect(freeTransfersFor(2, weeks([7]), [], rules)).toEqual({ unlimited: false, free: 1 });
  });

  it('rolls unused transfers over: none made in GW2 and GW3 gives 3 for GW4', () => {
    expect(freeTransfersFor(4, weeks([0, 0, 0]), [], rules)).toEqual({ unlimited: false, free: 3 });
  });

  it('caps the bank at 5', () => {
    // GW2 1, GW3 2, GW4 3, GW5 4, GW6 5, then 5 stays 5.
    expect(freeTransfersFor(6, weeks([0, 0, 0, 0, 0]), [], rules)).toEqual({ unlimited: false, free: 5 });
    expect(freeTransfersFor(9, weeks([0, 0, 0, 0, 0, 0, 0, 0]), [], rules)).toEqual({
      unlimited: false,
      free: 5,
    });
  });

  it('consumes free transfers that are used', () => {
    // GW2: 1 free, none made -> GW3: 2; one made -> GW4: 1 + 1 = 2; two made -> GW5: 0 + 1 = 1.
    expect(freeTransfersFor(4, weeks([0, 0, 1]), [], rules)).toEqual({ unlimited: false, free: 2 });
    expect(freeTransfersFor(5, weeks([0, 0, 1, 2]), [], rules)).toEqual({ unlimited: false, free: 1 });
  });

  it('never goes below one after a hit', () => {
    // GW2: 1 free, 3 made (two hits, -8) -> GW3 starts again from 1.
    expect(freeTransfersFor(3, weeks([0, 3]), [], rules)).toEqual({ unlimited: false, free: 1 });
  });

  it('keeps the count unchanged through a wildcard week', () => {
    const chips: ChipPlay[] = [{ name: 'wildcard', event: 4 }];
    // GW2 1, GW3 2, GW4 3 (wildcard) -> GW5 still 3, not 4.
    expect(freeTransfersFor(4, weeks([0, 0, 0]), chips, rules)).toEqual({
      unlimited: true,
      reason: 'wildcard',
    });
    expect(freeTransfersFor(5, weeks([0, 0, 0, 9]), chips, rules)).toEqual({ unlimited: false, free: 3 });
  });

  it('keeps the count unchanged through a free hit week', () => {
    const chips: ChipPlay[] = [{ name: 'freehit', event: 3 }];
    // GW2 1, none made -> GW3 2 (free hit) -> GW4 2 -> one made -> GW5 2.
    expect(freeTransfersFor(3, weeks([0, 0]), chips, rules)).toEqual({ unlimited: true, reason: 'freehit' });
    expect(freeTransfersFor(5, weeks([0, 0, 0, 1]), chips, rules)).toEqual({ unlimited: false, free: 2 });
  });

  it('adds the weekly transfer as usual in a bench boost or triple captain week', () => {
    const chips: ChipPlay[] = [
      { name: 'bboost', event: 3 },
      { name: '3xc', event: 4 },
    ];
    expect(freeTransfersFor(5, weeks([0, 0, 0, 0]), chips, rules)).toEqual({ unlimited: false, free: 4 });
  });

  it('treats a late joiner like GW1 in the first gameweek of the team', () => {
    expect(freeTransfersFor(10, weeks([0], 10), [], rules)).toEqual({
      unlimited: true,
      reason: 'first_gameweek',
    });
    expect(freeTransfersFor(12, weeks([4, 0], 10), [], rules)).toEqual({ unlimited: false, free: 2 });
  });

  it('ignores row order and rows after the gameweek', () => {
    const rows = weeks([0, 0, 5, 0, 0]).reverse();
    expect(freeTransfersFor(4, rows, [], rules)).toEqual({ unlimited: false, free: 1 });
  });

  it('tops 2025-26 managers up to 5 for GW16 but not 2024-25 ones', () => {
    // 1 free for GW15, one made -> 1 for GW16, raised to 5 in 2025-26.
    const rows = weeks([...Array<number>(13).fill(1), 1, 1]);
    expect(freeTransfersFor(16, rows, [], freeTransferRules('2025-26'))).toEqual({
      unlimited: false,
      free: 5,
    });
    expect(freeTransfersFor(16, rows, [], freeTransferRules('2024-25'))).toEqual({
      unlimited: false,
      free: 1,
    });
    // Two used in GW16 after the top-up leaves 3 + 1 = 4 for GW17.
    const after = [...rows, { event: 16, event_transfers: 2 }];
    expect(freeTransfersFor(17, after, [], freeTransferRules('2025-26'))).toEqual({
      unlimited: false,
      free: 4,
    });
  });

  it('banks at most 2 before 2024-25, and a Wildcard then lost the saved ones', () => {
    const old = freeTransferRules('2023-24');
    expect(freeTransfersFor(6, weeks([0, 0, 0, 0, 0]), [], old)).toEqual({ unlimited: false, free: 2 });
    // 2 saved going into a GW4 Wildcard: 1 for GW5 then, 2 kept since 2024-25.
    const wildcard: ChipPlay[] = [{ name: 'wildcard', event: 4 }];
    expect(freeTransfersFor(5, weeks([0, 0, 0, 9]), wildcard, old)).toEqual({ unlimited: false, free: 1 });
    expect(freeTransfersFor(5, weeks([0, 0, 0, 9]), wildcard, rules)).toEqual({ unlimited: false, free: 3 });
  });

  it('refuses to guess when a gameweek row is missing', () => {
    const rows = weeks([0, 0, 0]).filter((r) => r.event !== 2);
    expect(() => freeTransfersFor(4, rows, [], rules)).toThrow(/no row for gameweek 2/);
  });
});
