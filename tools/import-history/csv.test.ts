import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { ImportError } from './errors';

function errorOf(fn: () => unknown): ImportError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ImportError) return err;
    throw err;
  }
  throw new Error('expected an ImportError');
}

describe('parseCsv', () => {
  it('reads a header and records with their line numbers', () => {
    const t = parseCsv('a,b\n1,2\n3,4\n', 'x.csv');
    expect(t.header).toEqual(['a', 'b']);
    expect(t.records).toEqual([
      { line: 2, values: ['1', '2'] },
      { line: 3, values: ['3', '4'] },
    ]);
  });

  it('treats CRLF like LF and accepts a last line without a newline', () => {
    const t = parseCsv('a,b\r\n1,2\r\n3,4', 'x.csv');
    expect(t.records.map((r) => r.values)).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields, and counts lines across them', () => {
    const text = 'id,news,n\n1,"Knee, out ""2 weeks""",5\r\n2,"line one\r\nline two\nline three",6\n3,,7\n';
    const t = parseCsv(text, 'x.csv');
    expect(t.records).toEqual([
      { line: 2, values: ['1', 'Knee, out "2 weeks"', '5'] },
      { line: 3, values: ['2', 'line one\r\nline two\nline three', '6'] },
      { line: 6, values: ['3', '', '7'] },
    ]);
  });

  it('reads an empty quoted field and a quoted last field', () => {
    const t = parseCsv('a,b\n"",x\ny,"z"\n', 'x.csv');
    expect(t.records.map((r) => r.values)).toEqual([
      ['', 'x'],
      ['y', 'z'],
    ]);
  });

  it('skips blank lines', () => {
    expect(parseCsv('a,b\n1,2\n\n3,4\n\n', 'x.csv').records.map((r) => r.line)).toEqual([2, 4]);
  });

  it('rejects a row with too few columns, naming file and line', () => {
    const err = errorOf(() => parseCsv('a,b,c\n1,2,3\n4,5\n', 'gws/merged_gw.csv'));
    expect(err.message).toBe('gws/merged_gw.csv:3: expected 3 columns, found 2 (truncated or malformed row)');
    expect(err.line).toBe(3);
  });

  it('rejects a row with too many columns', () => {
    expect(errorOf(() => parseCsv('a,b\n1,2,3\n', 'f.csv')).message).toContain(
      'f.csv:2: expected 2 columns, found 3',
    );
  });

  it('rejects a quote that never closes, naming the line where the field starts', () => {
    const err = errorOf(() => parseCsv('a,b\n1,2\n3,"cut off\nhere', 'players_raw.csv'));
    expect(err.message).toBe('players_raw.csv:3: unterminated quoted field (file truncated?)');
  });

  it('rejects text after a closing quote and a quote inside an unquoted field', () => {
    expect(errorOf(() => parseCsv('a,b\n"x"y,1\n', 'f.csv')).message).toBe(
      'f.csv:2: unexpected character after a closing quote',
    );
    expect(errorOf(() => parseCsv('a,b\n1,2\nab"c,1\n', 'f.csv')).message).toBe(
      'f.csv:3: quote inside an unquoted field',
    );
  });

  it('rejects an empty file and a duplicated header name', () => {
    expect(errorOf(() => parseCsv('', 'f.csv')).message).toBe('f.csv: empty file (no header line)');
    expect(errorOf(() => parseCsv('a,a\n1,2\n', 'f.csv')).message).toBe(
      'f.csv:1: duplicate column "a" in the header',
    );
  });
});
