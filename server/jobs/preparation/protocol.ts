/**
 * Messages between the server and a background job's child process (tools/background-jobs). On
 * embedded PGlite the child cannot open the database (one process at a time, server/db/pglite-lock.ts),
 * so it sends its statements to the server, which runs them on its own connection; on PostgreSQL the
 * child connects itself. The child's computing (parsing files, fitting models) stays in the child.
 */
export type RowMode = 'array' | 'object';

export type DbRequest =
  | { op: 'query'; sql: string; params: unknown[]; rowMode: RowMode; tx: number | null }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean };

export interface DbResult {
  rows: unknown[];
  affectedRows?: number;
  fields: Array<{ name: string; dataTypeID: number }>;
}

export type ChildMessage =
  | { type: 'db'; id: number; request: DbRequest }
  | { type: 'progress'; done: number; total: number }
  | { type: 'log'; level: 'info' | 'warn'; line: string }
  | { type: 'result'; value: unknown };

export type ParentMessage = { type: 'db-reply'; id: number; ok: true; value: unknown } | DbFailure;

interface DbFailure {
  type: 'db-reply';
  id: number;
  ok: false;
  message: string;
}

/** Where the child's database is: the server's PGlite (through messages) or a PostgreSQL schema. */
export type JobDatabase = { kind: 'pglite' } | { kind: 'postgres'; url: string; schema: string };

/** The measurements the screens show (match model, standings and shares come as one). */
export type BacktestName = 'prices' | 'points' | 'projections';

export type BackgroundJob =
  | { kind: 'demo-history'; demoDir: string }
  | { kind: 'history'; url: string; seasons: string[]; timeoutMs: number }
  | { kind: 'backtests'; which: BacktestName[]; demo: boolean; snapshot: string | null };

/** What a history job reports: seasons imported, not published upstream, or refused as unreadable. */
export interface HistoryOutcome {
  imported: string[];
  unavailable: string[];
  unreadable: string[];
  /** Set when the history source could not be reached: the job stopped and is tried again later. */
  offline: string | null;
}

export interface BacktestOutcome {
  measured: BacktestName[];
  failed: BacktestName[];
}
