import type { CsvRecord, CsvTable } from './csv';
import { ImportError } from './errors';

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Typed access to a table's cells by column name. Columns come and go between seasons, so the
 * `opt*` readers return null for a column the file does not have (or an empty cell), while the
 * required readers fail with the file, line and column. Integers written by pandas as floats
 * ("10.0") are accepted when they are whole.
 */
export class Fields {
  private readonly index = new Map<string, number>();

  constructor(readonly table: CsvTable) {
    table.header.forEach((name, i) => this.index.set(name, i));
  }

  has(column: string): boolean {
    return this.index.has(column);
  }

  /** Fails once, on the header line, listing every required column the file lacks. */
  require(columns: readonly string[]): void {
    const missing = columns.filter((c) => !this.index.has(c));
    if (missing.length > 0) {
      throw new ImportError(this.table.file, 1, `missing column(s): ${missing.join(', ')}`);
    }
  }

  /** The record's `id`, failing on one an earlier record of the file had (those in `seen`). */
  uniqueId(rec: CsvRecord, seen: { has(id: number): boolean }, what: string): number {
    const id = this.int(rec, 'id');
    if (seen.has(id)) throw new ImportError(this.table.file, rec.line, `duplicate ${what} id ${id}`);
    return id;
  }

  optText(rec: CsvRecord, column: string): string | null {
    const i = this.index.get(column);
    if (i === undefined) return null;
    const v = rec.values[i];
    return v === undefined || v === '' ? null : v;
  }

  text(rec: CsvRecord, column: string): string {
    return this.present(rec, column, this.optText(rec, column));
  }

  optFloat(rec: CsvRecord, column: string): number | null {
    const v = this.optText(rec, column);
    if (v === null) return null;
    if (!NUMBER.test(v)) throw this.error(rec, column, `is not a number: "${v}"`);
    return Number(v);
  }

  float(rec: CsvRecord, column: string): number {
    return this.present(rec, column, this.optFloat(rec, column));
  }

  optInt(rec: CsvRecord, column: string): number | null {
    const v = this.optFloat(rec, column);
    if (v === null) return null;
    if (!Number.isSafeInteger(v)) throw this.error(rec, column, `is not a whole number: "${v}"`);
    return v;
  }

  int(rec: CsvRecord, column: string): number {
    return this.present(rec, column, this.optInt(rec, column));
  }

  /** pandas writes Python booleans: True / False. */
  bool(rec: CsvRecord, column: string): boolean {
    const v = this.text(rec, column);
    if (v === 'True' || v === 'true') return true;
    if (v === 'False' || v === 'false') return false;
    throw this.error(rec, column, `is not True/False: "${v}"`);
  }

  /** A required cell's value, read by one of the `opt*` readers: an empty cell fails. */
  private present<T>(rec: CsvRecord, column: string, value: T | null): T {
    if (value === null) throw this.error(rec, column, 'is empty');
    return value;
  }

  error(rec: CsvRecord, column: string, detail: string): ImportError {
    return new ImportError(this.table.file, rec.line, `column "${column}" ${detail}`);
  }
}
