/** A row with the same natural key already exists (PostgreSQL unique violation). */
export class DuplicateError extends Error {
  constructor(
    message: string,
    readonly constraint: string | undefined,
  ) {
    super(message);
    this.name = 'DuplicateError';
  }
}

/** An import of invented (demo) data for a season that holds real data: refused, the real rows stay. */
export class RealSeasonError extends Error {
  constructor(readonly season: string) {
    super(
      `${season} holds real data, which is never replaced by invented demo data (the demo keeps its own ` +
        'database: the pglite-demo directory, or the fpl_demo schema on PostgreSQL)',
    );
    this.name = 'RealSeasonError';
  }
}

const UNIQUE_VIOLATION = '23505';

/**
 * The driver error behind a failed query, if it is a unique violation. Drizzle wraps driver errors
 * (DrizzleQueryError, with the original as `cause`), and pg and PGlite both carry the SQLSTATE in
 * `code`, so walk the cause chain.
 */
export function uniqueViolation(err: unknown): { constraint: string | undefined } | undefined {
  for (let e: unknown = err; e instanceof Error || isObject(e); e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) {
      return { constraint: typeof constraint === 'string' ? constraint : undefined };
    }
  }
  return undefined;
}

function isObject(v: unknown): v is object {
  return typeof v === 'object' && v !== null;
}
