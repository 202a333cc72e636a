import type { FastifyBaseLogger } from 'fastify';

// pino's types, as Fastify's logger interface uses them (pino itself is not a direct dependency).
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** pino's own check; a logger without it is taken to log every level. */
const enabled = (logger: FastifyBaseLogger, level: Level) => {
  const check = (logger as { isLevelEnabled?: (l: string) => boolean }).isLevelEnabled;
  return check ? check.call(logger, level) : true;
};

/**
 * Fastify gives every request a child logger carrying its request id. Building a pino child costs
 * about a third of a small request's CPU, while most requests never log a line at the configured level
 * (quick successes log at debug). This one builds the child on the first line actually written.
 */
class LazyChildLogger implements FastifyBaseLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  get level(): string {
    return this.parent.level;
  }
  set level(level: string) {
    this.logger().level = level;
  }

  private logger(): FastifyBaseLogger {
    this.real ??= this.parent.child(this.bindings);
    return this.real;
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.real && !enabled(this.parent, level)) return;
    (this.logger()[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: lazy unless the route asks for options of its own (a log level). */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (Object.keys(options).length > 0) return logger.child(bindings, options);
  return new LazyChildLogger(logger, bindings);
}
