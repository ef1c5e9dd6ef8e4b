/**
 * A reason the server (or the command line) cannot start, said in one sentence that tells the
 * operator what to do. main.ts prints the sentence alone: no stack trace, exit code 1.
 */
export class StartupError extends Error {
  constructor(sentence: string, options?: { cause?: unknown }) {
    super(sentence, options);
    this.name = 'StartupError';
  }
}

interface SystemError {
  code?: string;
  syscall?: string;
  address?: string;
  port?: number;
}

const connectionProblems: Record<string, string> = {
  ECONNREFUSED: 'nothing answers there (connection refused)',
  ENOTFOUND: 'its host name is unknown',
  EAI_AGAIN: 'its host name could not be looked up',
  ETIMEDOUT: 'it did not answer in time',
  EHOSTUNREACH: 'its host is unreachable',
  ECONNRESET: 'it closed the connection',
  '28P01': 'it refused the user name or password',
  '28000': 'it refused this connection (pg_hba.conf)',
  '3D000': 'the database named in the URL does not exist',
};

/** Host, port and database of a connection URL, never its password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the DATABASE_URL';
  }
}

/**
 * The sentence for a failure while connecting to DATABASE_URL, or undefined when the error is
 * not about reaching it. Driver messages are not repeated: they may quote the URL.
 */
export function databaseUrlProblem(error: unknown, url: string): StartupError | undefined {
  const code = (error as SystemError | undefined)?.code;
  const timedOut = error instanceof Error && /timeout/i.test(error.message);
  const problem = code ? connectionProblems[code] : timedOut ? connectionProblems.ETIMEDOUT : '';
  if (!problem) return undefined;
  return new StartupError(
    `The database at DATABASE_URL (${describeDatabaseUrl(url)}) cannot be used: ${problem}; check that PostgreSQL runs there and that the URL is right.`,
    { cause: error },
  );
}

/** The one sentence main.ts prints for any start-up failure. */
export function startupSentence(error: unknown, port: number): string {
  if (error instanceof StartupError) return error.message;
  const system = error as SystemError | undefined;
  if (system?.code === 'EADDRINUSE') {
    return `Port ${port} is already in use: stop whatever uses it, or start with PORT set to a free port.`;
  }
  if (system?.code === 'EACCES' && system.syscall === 'listen') {
    return `This user may not listen on port ${port}: use a port above 1023 (PORT=3000).`;
  }
  const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return `The server could not start: ${detail}`;
}
