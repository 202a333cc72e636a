/**
 * Anything wrong with the input files. The message always names the file (as the reader saw it:
 * a path under the vaastav root or a URL) and, when it is about one row, the 1-based line number,
 * so an operator can open the file at the right place.
 */
export class ImportError extends Error {
  readonly file: string;
  readonly line: number | undefined;

  constructor(file: string, line: number | undefined, detail: string) {
    super(line === undefined ? `${file}: ${detail}` : `${file}:${line}: ${detail}`);
    this.name = 'ImportError';
    this.file = file;
    this.line = line;
  }
}
