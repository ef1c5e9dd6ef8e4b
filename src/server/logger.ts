import type { FastifyServerOptions } from 'fastify';
import pino, { type DestinationStream } from 'pino';

/**
 * Structured logs (pino) with a request id on every line. Request lines carry method and path
 * only: no query string, body, cookie or authorization header, so no PHI or secret is logged.
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
        requestId: req.id,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

/**
 * Lines about the server itself (start-up, its database, backups), each at the level it
 * deserves, so that a plain start prints only the ready line. In production they are JSON lines
 * like the request logs; elsewhere plain sentences (errors and warnings on stderr).
 */
export interface ServerLog {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  fatal(message: string): void;
  /** The one line that says the server is up, printed whatever the level outside production. */
  ready(message: string): void;
}

const ignore = () => {};

/** For callers that want no lines at all (tests, the command line). */
export const silentLog: ServerLog = {
  debug: ignore,
  info: ignore,
  warn: ignore,
  error: ignore,
  fatal: ignore,
  ready: ignore,
};

export function serverLog(options: { nodeEnv: string; logLevel: string }): ServerLog {
  if (options.nodeEnv === 'production') {
    const json = pino({ level: options.logLevel });
    return {
      debug: (message) => json.debug(message),
      info: (message) => json.info(message),
      warn: (message) => json.warn(message),
      error: (message) => json.error(message),
      fatal: (message) => json.fatal(message),
      ready: (message) => json.info(message),
    };
  }
  const threshold = pino.levels.values[options.logLevel] ?? Infinity; // 'silent' prints nothing
  const line = (level: string, stream: NodeJS.WriteStream) => (message: string) => {
    if ((pino.levels.values[level] ?? 0) >= threshold) stream.write(`${message}\n`);
  };
  return {
    debug: line('debug', process.stdout),
    info: line('info', process.stdout),
    warn: line('warn', process.stderr),
    error: line('error', process.stderr),
    fatal: line('fatal', process.stderr),
    ready: (message) => process.stdout.write(`${message}\n`),
  };
}
