/**
 * Resolves after the event loop has handled the I/O waiting so far (setImmediate runs after the
 * poll phase). Long background jobs await it between steps: embedded PGlite runs every query on
 * the main thread, so a job that chains queries without it keeps all requests waiting.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
