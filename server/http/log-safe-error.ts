import type { FastifyServerOptions } from 'fastify';

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** How deep a chain of causes is followed (drizzle's query error wraps the driver's). */
const MAX_CAUSES = 3;

/**
 * pino's `err` serializer for the app: what went wrong and where, never the data the failing request
 * carried. drizzle writes a failed query's parameters into its message (`Failed query: ...\nparams:
 * ...`) and keeps them as `params`; PostgreSQL's `detail` quotes the row's values (`Key (owner_id,
 * ...)=(...)`). Those can hold a watchlist's owner id, the one secret of an anonymous user, so only
 * the error's type, code, message up to any parameters, stack frames and causes (the same way) are
 * logged. Request headers, cookies included, are never logged (Fastify's request serializer
 * leaves them out).
 */
export function logSafeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '', stack: '' };
  const message = withoutParams(err.message);
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: [`${err.name}: ${message}`, ...frames].join('\n'),
    ...(err.cause !== undefined && depth < MAX_CAUSES ? { cause: logSafeError(err.cause, depth + 1) } : {}),
  };
}

const withoutParams = (message: string): string => {
  const at = message.search(/\n\s*params:/);
  return at < 0 ? message : message.slice(0, at);
};

type LoggerSetting = FastifyServerOptions['logger'];

/** The app's logger settings with `logSafeError` as the serializer of every `err` field. */
export function withLogSafeErrors(logger: LoggerSetting): LoggerSetting {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, err: (err: Error) => logSafeError(err) } };
}
