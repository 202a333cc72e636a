import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { Fields } from './fields';

const table = parseCsv('a,b,c\n10.0,True,\n1.5,maybe,x\n', 'f.csv');
const f = new Fields(table);
const [first, second] = table.records as [(typeof table.records)[0], (typeof table.records)[0]];

describe('Fields', () => {
  it('reads whole numbers written as floats, and booleans written by pandas', () => {
    expect(f.int(first, 'a')).toBe(10);
    expect(f.bool(first, 'b')).toBe(true);
    expect(f.float(second, 'a')).toBe(1.5);
  });

  it('gives null for an empty cell or a column the season does not have', () => {
    expect(f.optInt(first, 'c')).toBeNull();
    expect(f.optFloat(first, 'expected_goals')).toBeNull();
    expect(f.has('expected_goals')).toBe(false);
  });

  it('names file, line and column when a value does not fit', () => {
    expect(() => f.int(second, 'a')).toThrow('f.csv:3: column "a" is not a whole number: "1.5"');
    expect(() => f.bool(second, 'b')).toThrow('f.csv:3: column "b" is not True/False: "maybe"');
    expect(() => f.int(first, 'c')).toThrow('f.csv:2: column "c" is empty');
    expect(() => f.float(second, 'c')).toThrow('f.csv:3: column "c" is not a number: "x"');
    expect(() => f.require(['a', 'GW', 'element'])).toThrow('f.csv:1: missing column(s): GW, element');
  });
});
