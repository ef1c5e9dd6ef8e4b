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
