import { describe, expect, it } from 'vitest';
import { csvField, csvTable, pyRepr } from './csv';
import { hundredthsText, intText, isoMicro, isoZ, per90, ratioText, tenthsText } from './format';

describe('number formats of the official payloads', () => {
  it('writes tenths and hundredths like toFixed, inside and beyond the lookup tables', () => {
    for (const n of [0, 5, 57, 4095, 4096, 12345, -3]) {
      expect(tenthsText(n)).toBe((n / 10).toFixed(1));
      expect(hundredthsText(n)).toBe((n / 100).toFixed(2));
      expect(intText(n)).toBe(String(n));
    }
    expect(tenthsText(57)).toBe('5.7');
    expect(hundredthsText(5)).toBe('0.05');
  });

  it('rounds ratios to one decimal and per-90 figures to two, zero without a divisor', () => {
    expect(ratioText(119, 11)).toBe('10.8');
    expect(ratioText(5, 0)).toBe('0.0');
    expect(per90(3, 270)).toBe(1);
    expect(per90(2, 135)).toBe(1.33);
    expect(per90(2, 0)).toBe(0);
  });

  it('writes timestamps as upstream: seconds with Z, or microseconds', () => {
    const ms = Date.UTC(2025, 7, 16, 14, 0, 0, 123);
    expect(isoZ(ms)).toBe('2025-08-16T14:00:00Z');
    expect(isoMicro(ms)).toBe('2025-08-16T14:00:00.123000Z');
  });
});

describe('vaastav CSV', () => {
  it('quotes only fields that need it', () => {
    expect(csvField("Nott'm Forest")).toBe("Nott'm Forest");
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
  });

  it("writes booleans as Python does and nulls as 'None' or empty", () => {
    const rows = [{ a: true, b: null, c: 1.5 }];
    expect(csvTable(['a', 'b', 'c'], rows, { none: 'None', eol: '\r\n' })).toBe('a,b,c\r\nTrue,None,1.5\r\n');
    expect(csvTable(['a', 'b'], rows, { none: '', eol: '\n' })).toBe('a,b\nTrue,\n');
  });

  it("writes fixture stats as Python's repr", () => {
    const stats = [{ identifier: 'goals_scored', a: [{ value: 2, element: 355 }], h: [] }];
    expect(pyRepr(stats)).toBe(
      "[{'identifier': 'goals_scored', 'a': [{'value': 2, 'element': 355}], 'h': []}]",
    );
  });
});
