/** Tax ID types (SSN or EIN, SSN by default) and their formats. */
export const taxIdTypes = ['SSN', 'EIN'] as const;
export type TaxIdType = (typeof taxIdTypes)[number];

export const taxIdPlaceholders: Record<TaxIdType, string> = {
  SSN: '###-##-####',
  EIN: '##-#######',
};

/** Both are nine digits; they differ only in where the dash goes. */
export function formatTaxId(type: TaxIdType, raw: string): string | undefined {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits)) return undefined;
  return type === 'SSN'
    ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`
    : `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

/** What the app shows of a saved tax ID: its last four digits only. */
export function maskTaxId(type: TaxIdType, last4: string): string {
  return type === 'SSN' ? `•••-••-${last4}` : `••-•••${last4}`;
}
