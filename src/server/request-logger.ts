// Each request's logger (`request.log`), made only when the request writes a line of its own. Most answers
// write none (the access line has its own logger, src/server/access-log.ts), and making a child logger for
// every request was a measurable share of a catalogue answer (docs/decisions/050-request-path-costs.md).
// The first line a request writes makes the child, with the same bindings (its request id) and options
// Fastify would have given it.
import type { FastifyBaseLogger, FastifyServerOptions, LogLevel } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type LineLevel = Exclude<LogLevel, 'silent'>;

interface ParentLogger extends FastifyBaseLogger {
  isLevelEnabled?(level: string): boolean;
}

class RequestLogger implements FastifyBaseLogger {
  readonly #parent: ParentLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: ParentLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #made(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options));
  }

  #write(level: LineLevel, args: unknown[]): void {
    // A line the level drops costs no child; a route's own level (options.level) is the child's to judge.
    const parent = this.#parent;
    if (!this.#child && !this.#options.level && parent.isLevelEnabled && !parent.isLevelEnabled(level))
      return;
    const child = this.#made();
    Reflect.apply(child[level], child, args);
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a request's logger that makes its pino child on its first line. */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new RequestLogger(logger, bindings, options);
