/** Money is carried in whole cents so that sums and products never drift by a fraction. */
export type Cents = number;

/** 16211 → "$162.11"; 1234567 → "$12,345.67". */
export function formatCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError('Money must be a whole number of cents.');
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** 16211 → "162.11": an amount as a form field holds it. */
export const dollarsOf = (cents: Cents): string => (cents / 100).toFixed(2);

/**
 * "162.11", "$1,162" or "10" → cents, as an operator types an amount; null when it is not one
 * (or is too large to count in whole cents).
 */
export function centsOf(text: string): Cents | null {
  const clean = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const cents = Math.round(Number(clean) * 100);
  return Number.isSafeInteger(cents) ? cents : null;
}
