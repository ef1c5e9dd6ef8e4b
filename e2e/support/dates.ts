/**
 * A date of service this many days before today (YYYY-MM-DD, as a date input takes it). The
 * claim check refuses dates past the payer's filing window (180 days for commercial payers, 12
 * months for Medi-Cal), so a fixed date in a test would start failing a year later.
 */
export const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
