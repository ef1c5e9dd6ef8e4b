/**
 * Payer types: a fixed list of the product. They are exactly the seven boxes of item 1
 * ("insurance type") on the CMS-1500 claim form, so their spelling must not change.
 */
export const payerTypes = [
  'Medicare',
  'Medicaid',
  'TRICARE',
  'CHAMPVA',
  'Group Health',
  'FECA BLK LUNG',
  'Other',
] as const;

export type PayerType = (typeof payerTypes)[number];

export function isPayerType(value: string): value is PayerType {
  return (payerTypes as readonly string[]).includes(value);
}
