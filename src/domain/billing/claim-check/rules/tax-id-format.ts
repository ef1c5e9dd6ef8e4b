import { billingMessages } from '#domain/billing/messages';
import type { ClaimCheckRule } from '#domain/billing/claim-check/types';

const m = billingMessages.check;

/**
 * Numbers the Social Security Administration never issues: area 000, 666 or 900–999, group 00,
 * serial 0000.
 */
export function isIssuableSsn(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const area = digits.slice(0, 3);
  return (
    area !== '000' &&
    area !== '666' &&
    !area.startsWith('9') &&
    digits.slice(3, 5) !== '00' &&
    digits.slice(5) !== '0000'
  );
}

/** Nine digits written ##-#######, never starting 00. */
export function isWellFormedEin(digits: string): boolean {
  return /^\d{9}$/.test(digits) && !digits.startsWith('00');
}

/** Written with its dash in the right place, or as bare digits. */
const shapes: Record<string, RegExp> = { SSN: /^\d{3}-?\d{2}-?\d{4}$/, EIN: /^\d{2}-?\d{7}$/ };

const RULE = 'tax-id-format';

/**
 * The tax ID matches its type: an SSN as ###-##-#### that could have been issued, an EIN as
 * ##-#######. In the browser the stored tax ID is not readable (null), so only the server checks.
 */
export const taxIdFormatRule: ClaimCheckRule = {
  id: RULE,
  check({ input }) {
    const { taxIdType, taxId } = input.provider;
    if (taxId === null) return [];
    const value = taxId.trim().replace(/\s/g, '');
    const digits = value.replace(/-/g, '');
    let words: { message: string; fix: string } | null = null;
    if (value === '') words = m.taxIdMissing;
    else if (taxIdType === 'EIN')
      words = shapes.EIN!.test(value) && isWellFormedEin(digits) ? null : m.einInvalid;
    else words = shapes.SSN!.test(value) && isIssuableSsn(digits) ? null : m.ssnInvalid;
    return words ? [{ rule: RULE, severity: 'error', field: 'provider.taxId', ...words }] : [];
  },
};
