/**
 * Whether an error means the database cannot be reached right now (stopped, restarting,
 * unreachable, out of connections), as opposed to a query that failed on its own. The HTTP layer
 * answers these with 503 so a client knows to try again; the cause is looked for down the chain,
 * since the query builder wraps the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (unavailable(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// PostgreSQL's SQLSTATEs for a server that is going or not yet there: class 08 (connection
// exceptions), shutting down by an administrator or a crash, still starting, no free slot.
const unavailableStates = /^(08...|57P01|57P02|57P03|53300)$/;
const unreachableSocket = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
// The driver's own errors for a connection it lost or could not open carry no code.
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

function unavailable(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (unavailableStates.test(code) || unreachableSocket.has(code))) {
    return true;
  }
  return driverMessages.some((text) => error.message.startsWith(text));
}

/**
 * Runs a step that is safe to repeat, trying again while the database cannot be reached (a
 * restart of the embedded cluster takes a second or two), for at most `waitMs`; then, or for
 * any other error, throws as the step did.
 */
export async function untilDatabaseAnswers<T>(step: () => Promise<T>, waitMs = 30_000): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
