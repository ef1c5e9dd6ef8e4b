import type { Finding } from '#domain/billing/index';
import { ApiError } from '../../lib/api-client.ts';

function isFinding(value: unknown): value is Finding {
  if (typeof value !== 'object' || value === null) return false;
  const finding = value as Record<string, unknown>;
  return (
    typeof finding.rule === 'string' &&
    (finding.severity === 'error' || finding.severity === 'warning') &&
    typeof finding.message === 'string' &&
    typeof finding.fix === 'string'
  );
}

/**
 * The claim check's findings when the server refused the claim (422). They may sit beside the
 * error code or inside the error object; anything that is not a finding is ignored.
 */
export function claimCheckFindingsOf(error: unknown): Finding[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body as { findings?: unknown; error?: { findings?: unknown } } | undefined;
  const raw = body?.error?.findings ?? body?.findings;
  if (!Array.isArray(raw)) return null;
  const findings = raw.filter(isFinding);
  return findings.length > 0 ? findings : null;
}
