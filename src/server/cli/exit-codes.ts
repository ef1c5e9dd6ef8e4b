import type { DomainErrorKind } from '../errors/index.ts';

/**
 * The command line's translation of a service's refusal: an exit code per kind (documented in
 * the README) and whether the usage text helps. 2 is also what wrong arguments answer.
 */
export const exitCodeOfKind: Record<DomainErrorKind, { code: number; showUsage: boolean }> = {
  invalid: { code: 2, showUsage: true },
  unprocessable: { code: 2, showUsage: false },
  not_found: { code: 3, showUsage: false },
  conflict: { code: 4, showUsage: false },
  forbidden: { code: 5, showUsage: false },
  unauthorized: { code: 5, showUsage: false },
  rate_limited: { code: 6, showUsage: false },
  unavailable: { code: 1, showUsage: false },
};
