/**
 * Her claims list's search box: a claim ID (the form ID on her claim, "DB-2026-000123", or its
 * start) or a patient's name, first name first or last name first, or the start of either
 * ("mar", "lopez m"). Case and commas do not matter.
 */
export type ClaimSearch = { kind: 'form'; prefix: string } | { kind: 'name'; prefix: string };

/** The most characters of a search the list uses (a name or ID is never longer). */
export const CLAIM_SEARCH_MAX = 100;

/** What a search text asks for; null when it asks for nothing (blank). */
export function claimSearchOf(text: string): ClaimSearch | null {
  const words = text.replace(/,/g, ' ').trim().split(/\s+/).filter(Boolean).join(' ');
  if (!words) return null;
  const cut = words.slice(0, CLAIM_SEARCH_MAX);
  if (/^db-\d/i.test(cut)) return { kind: 'form', prefix: cut.toUpperCase() };
  return { kind: 'name', prefix: cut.toLowerCase() };
}

/**
 * How her claims list is ordered: newest first, the claims that need her first, or the claims
 * past their prompt-pay deadline and unpaid first (most overdue first).
 */
export const claimListOrders = ['newest', 'attention', 'late'] as const;
export type ClaimListOrder = (typeof claimListOrders)[number];
