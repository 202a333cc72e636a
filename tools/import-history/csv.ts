import { ImportError } from './errors';

/** One data record and the 1-based line it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  values: string[];
}

export interface CsvTable {
  file: string;
  header: string[];
  records: CsvRecord[];
}

const QUOTE = 34; // "
const COMMA = 44; // ,
const LF = 10;
const CR = 13;

/**
 * RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks; records end with
 * LF or CRLF. Every record must have as many fields as the header, so a file cut off in the middle
 * of a row (fewer fields, or a quote that never closes) is an error naming the file and line
 * instead of a silently shorter table. Blank lines are skipped, as pandas (which wrote these files)
 * does when reading them.
 */
export function parseCsv(text: string, file: string): CsvTable {
  const parser = new Parser(text, file);
  const first = parser.nextRecord();
  if (!first) throw new ImportError(file, undefined, 'empty file (no header line)');
  const header = first.values;
  const seen = new Set<string>();
  for (const name of header) {
    if (seen.has(name)) throw new ImportError(file, 1, `duplicate column "${name}" in the header`);
    seen.add(name);
  }
  const records: CsvRecord[] = [];
  for (let rec = parser.nextRecord(); rec; rec = parser.nextRecord()) {
    if (rec.values.length === 1 && rec.values[0] === '' && header.length > 1) continue;
    if (rec.values.length !== header.length) {
      throw new ImportError(
        file,
        rec.line,
        `expected ${header.length} columns, found ${rec.values.length} (truncated or malformed row)`,
      );
    }
    records.push(rec);
  }
  return { file, header, records };
}

class Parser {
  private pos = 0;
  private line = 1;

  constructor(
    private readonly text: string,
    private readonly file: string,
  ) {}

  nextRecord(): CsvRecord | undefined {
    const { text } = this;
    if (this.pos >= text.length) return undefined;
    const start = this.line;
    // Fast path: most lines have no quotes at all, so a plain split is exact for them.
    const nl = text.indexOf('\n', this.pos);
    const end = nl === -1 ? text.length : nl;
    const raw = text.slice(this.pos, end);
    if (!raw.includes('"')) {
      this.pos = nl === -1 ? text.length : nl + 1;
      if (nl !== -1) this.line++;
      const lineText = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      return { line: start, values: lineText.split(',') };
    }
    return { line: start, values: this.slowRecord(start) };
  }

  /** Field by field, for records with quotes (which may span several lines). */
  private slowRecord(start: number): string[] {
    const { text } = this;
    const values: string[] = [];
    for (;;) {
      let value: string;
      if (text.charCodeAt(this.pos) === QUOTE) {
        value = this.quotedField(start);
      } else {
        let i = this.pos;
        while (i < text.length) {
          const c = text.charCodeAt(i);
          if (c === COMMA || c === LF || c === CR) break;
          if (c === QUOTE) {
            throw new ImportError(this.file, this.line, 'quote inside an unquoted field');
          }
          i++;
        }
        value = text.slice(this.pos, i);
        this.pos = i;
      }
      values.push(value);
      const c = text.charCodeAt(this.pos);
      if (c === COMMA) {
        this.pos++;
        continue;
      }
      if (Number.isNaN(c)) return values; // end of text
      if (c === CR && text.charCodeAt(this.pos + 1) === LF) this.pos++;
      if (c === CR || c === LF) {
        this.pos++;
        this.line++;
        return values;
      }
      throw new ImportError(this.file, this.line, 'unexpected character after a closing quote');
    }
  }

  private quotedField(start: number): string {
    const { text } = this;
    let out = '';
    let from = this.pos + 1;
    for (;;) {
      const q = text.indexOf('"', from);
      if (q === -1) {
        throw new ImportError(this.file, start, 'unterminated quoted field (file truncated?)');
      }
      const chunk = text.slice(from, q);
      out += chunk;
      this.line += countNewlines(chunk);
      if (text.charCodeAt(q + 1) === QUOTE) {
        out += '"';
        from = q + 2;
        continue;
      }
      this.pos = q + 1;
      return out;
    }
  }
}

function countNewlines(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) n++;
  return n;
}
