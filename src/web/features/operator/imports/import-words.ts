import { formatCents } from '#domain/billing/money';
import type { ResponseImportView } from '#domain/claims/imports';
import { formatDateRange } from '../../../lib/claim-format.ts';

/**
 * An import's outcome and an unmatched item's facts in words an operator reads at a glance:
 * "$162.11 charged", never `chargeCents: 16211`.
 */

type ImportCounts = Pick<ResponseImportView, 'matched' | 'unmatchedCount' | 'heldCount'>;

/** Amber when the file needs a look: it matched nothing, left items unmatched, or held a payment. */
export const needsALook = (row: ImportCounts) =>
  row.matched.length === 0 || row.unmatchedCount > 0 || row.heldCount > 0;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** "2 claims matched, 1 matched nothing, 1 payment held for review". */
export function importCountWords(row: ImportCounts): string {
  return [
    `${plural(row.matched.length, 'claim', 'claims')} matched`,
    `${plural(row.unmatchedCount, 'item', 'items')} matched nothing`,
    ...(row.heldCount > 0
      ? [`${plural(row.heldCount, 'payment', 'payments')} held for review (Needs review)`]
      : []),
  ].join(', ');
}

const isCents = (value: unknown): value is number => typeof value === 'number';

/** One fact of an unmatched item, in words; undefined for one not worth showing. */
function detailWords(key: string, value: unknown): string | undefined {
  switch (key) {
    case 'file':
      return `${String(value)} file`;
    case 'from':
      return `from ${String(value)}`;
    case 'chargeCents':
      return isCents(value) ? `${formatCents(value)} charged` : undefined;
    case 'paidCents':
      return isCents(value) ? `${formatCents(value)} paid` : undefined;
    case 'claimStatusCode':
      return `claim status code ${String(value)}`;
    case 'payerClaimNumber':
      return `payer claim number ${String(value)}`;
    case 'traceNumber':
      return `check or EFT number ${String(value)}`;
    case 'outcome':
      return `outcome ${String(value)}`;
    case 'serviceDates':
      return serviceDatesWords(value);
    case 'statusCodes':
      return Array.isArray(value)
        ? `status ${value.map((code) => statusCodeWords(code)).join(', ')}`
        : undefined;
    default:
      return typeof value === 'object' ? undefined : `${key} ${String(value)}`;
  }
}

function serviceDatesWords(value: unknown): string | undefined {
  if (typeof value === 'string') return `service ${formatDateRange(value, '')}`;
  if (value && typeof value === 'object' && 'from' in value && typeof value.from === 'string') {
    const to = 'to' in value && typeof value.to === 'string' ? value.to : '';
    return `service ${formatDateRange(value.from, to)}`;
  }
  return undefined;
}

function statusCodeWords(code: unknown): string {
  if (code && typeof code === 'object' && 'category' in code) {
    const status = 'status' in code ? String(code.status) : '';
    return `${String(code.category)}${status ? ` ${status}` : ''}`;
  }
  return String(code);
}

/** An unmatched item's facts, in words, joined: "835 file · $162.11 charged · $0.00 paid". */
export function unmatchedDetailWords(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([, value]) => value !== undefined && value !== '' && value !== null)
    .flatMap(([key, value]) => detailWords(key, value) ?? [])
    .join(' · ');
}
