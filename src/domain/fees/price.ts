/**
 * The price of one accepted claim, as the screens name it. A module of its own without zod: the
 * signed-out page and her claims page load it, and must not load the schema library with it.
 */

/** The price when no operator has set one: $10.00 a claim. */
export const DEFAULT_FEE_CENTS = 1000;

/** 1000 → "$10", 1250 → "$12.50": whole dollars read without cents, as the sign-in page says it. */
export function feePriceWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError('A price is whole cents.');
  const dollars = Math.floor(cents / 100).toLocaleString('en-US');
  const rest = cents % 100;
  return rest === 0 ? `$${dollars}` : `$${dollars}.${String(rest).padStart(2, '0')}`;
}
