import { z } from 'zod';
import { operatorPageQuerySchema } from '#domain/common/list-page';

/**
 * Payer response imports (999, 277CA, 835 files an operator brings in from the
 * clearinghouse): what the console and the command line show of each. Form IDs, counts and
 * amounts only: never a patient's name or member ID.
 */

export type ResponseFileKind = 'TA1' | '999' | '277CA' | '835';

/** One claim the file answered, and what that changed. */
export interface ImportedClaimChange {
  formId: string;
  claimId: string;
  /** e.g. "pending → rejected", "approved, $162.11 paid". */
  change: string;
}

/** An item of the file that matched none of our claims or batches. */
export interface UnmatchedItem {
  reference: string;
  reason: string;
  details: Record<string, unknown>;
}

export interface ResponseImportView {
  id: string;
  fileName: string;
  sizeBytes: number;
  kind: ResponseFileKind | null;
  outcome: 'accepted' | 'refused';
  /** For a refused file, what was wrong with it; for an accepted one, '' or a remark. */
  message: string;
  importedBy: string;
  importedAt: string;
  matched: ImportedClaimChange[];
  unmatchedCount: number;
  /** An 835's payments held for an operator's review ("Needs review"). */
  heldCount: number;
  notes: string[];
}

/** What an import call answers: the import (new, or the earlier one for a repeat). */
export interface ImportResult {
  import: ResponseImportView;
  /** True when this very file was imported before: nothing changed this time. */
  repeated: boolean;
  unmatched: UnmatchedItem[];
}

export interface ResponseImportDetail {
  import: ResponseImportView;
  unmatched: UnmatchedItem[];
}

/** The imports are paged like every operator list. */
export const importListQuerySchema = operatorPageQuerySchema;
export type ImportListQuery = z.output<typeof importListQuerySchema>;

/** The file name an upload names (a header), cleaned to something safe to store and show. */
export function cleanFileName(name: string | undefined): string {
  const cleaned = (name ?? '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .trim()
    .slice(0, 200);
  return cleaned || 'response.x12';
}

/**
 * The largest amount (in cents, either sign) a payer response may carry in any one element:
 * $10,000,000.00. Far above any doula's claim or check, far below what the database's integer
 * columns hold even when a claim's payments are summed; a file with a larger amount is refused
 * whole, in one sentence, before anything is applied.
 */
export const MAX_RESPONSE_AMOUNT_CENTS = 1_000_000_000;

/** The largest response file an import reads by default (configurable on the server). */
export const DEFAULT_IMPORT_MAX_MB = 25;

/** One import in a list, as the command line prints it (the console's list shows the same). */
export function formatImportLine(item: ResponseImportView): string {
  const when = item.importedAt.slice(0, 16).replace('T', ' ');
  const what = `${when} UTC  ${item.fileName}  ${item.kind ?? 'unknown kind'}  by ${item.importedBy}`;
  return item.outcome === 'accepted'
    ? `${what}: applied — ${item.matched.length} matched, ${item.unmatchedCount} unmatched.`
    : `${what}: refused — ${item.message}`;
}

/** An import's result as lines of text (the command line; the console shows the same). */
export function formatImportResult(result: ImportResult): string[] {
  const { import: row } = result;
  const name = row.fileName;
  if (result.repeated) return [`${name}: ${row.message}`];
  if (row.outcome === 'refused') return [`${name}: refused — ${row.message}`];
  const claims = row.matched.length;
  return [
    `${name}: ${row.kind} imported — ${claims} claim${claims === 1 ? '' : 's'} matched, ${row.unmatchedCount} unmatched.`,
    ...row.matched.map((item) => `  ${item.formId}: ${item.change}`),
    ...result.unmatched.map((item) => `  Unmatched ${item.reference}: ${item.reason}`),
    ...row.notes.map((note) => `  ${note}`),
  ];
}

/**
 * A payment an 835 brought that the import did not post: paid above the charge, paid twice,
 * a negative amount that reverses no posted payment. An operator approves (it is posted) or
 * refuses it. Form ID, amounts and the doula's email only: no patient data.
 */
export interface HeldPaymentView {
  id: string;
  claimId: string;
  formId: string;
  providerEmail: string;
  payerName: string;
  /** TRN02, the check or EFT trace number. */
  traceNumber: string;
  payerClaimNumber: string;
  /** CLP02 (22: a reversal). */
  claimStatusCode: string;
  paidCents: number;
  claimChargeCents: number;
  claimPaidCents: number;
  reason: string;
  heldAt: string;
}

/** What approving or refusing a held payment answers. */
export interface PaymentReviewResult {
  payment: HeldPaymentView;
  decision: 'approved' | 'refused';
  /** The claim's paid amount after the decision (the sum of its posted payments). */
  claimPaidCents: number;
  message: string;
}

/** The "Needs review" list is paged like every operator list. */
export const heldPaymentQuerySchema = operatorPageQuerySchema;
export type HeldPaymentQuery = z.output<typeof heldPaymentQuerySchema>;

/** POST /api/operator/payments/:id/review: the operator's decision on a held payment. */
export const paymentReviewSchema = z
  .object({ decision: z.enum(['approve', 'refuse'], { message: 'Choose approve or refuse.' }) })
  .strict();
export type PaymentReviewInput = z.input<typeof paymentReviewSchema>;

/** Why a response file over the import limit is refused (nothing of it is kept). */
export function tooLargeMessage(size: number, maxBytes: number): string {
  const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
  return `The file is ${mb(size)} MB; the largest response file we import is ${mb(maxBytes)} MB. Ask the clearinghouse for smaller files.`;
}
