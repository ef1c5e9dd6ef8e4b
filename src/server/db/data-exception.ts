/**
 * Whether a query failed on a value the database cannot hold (PostgreSQL's class 22, "data
 * exception": a number out of range for its column, a string too long, a bad date). Readers and
 * validation bound what they let through; this tells a caller that one got past them anyway, so
 * it can refuse its input in words instead of failing. The cause is looked for down the chain,
 * since the query builder wraps the driver's error (whose message quotes the query and values).
 */
export function isDataException(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
