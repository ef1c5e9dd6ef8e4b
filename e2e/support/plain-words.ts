import { expect } from '../fixtures.ts';

/**
 * What she reads is in her words: no card processor's id (pi_…, ch_…, re_…), no ISO date, no
 * bare payer code (a 277CA category like A7, an adjustment like CO-45) without its meaning.
 */
export function expectPlainWords(text: string, where: string) {
  const flat = text.replace(/\s+/g, ' ');
  expect(flat, `${where}: a card processor's id`).not.toMatch(/\b(pi|ch|re|cus|pm)_[A-Za-z0-9]/);
  expect(flat, `${where}: an ISO date`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(flat, `${where}: a bare payer code`).not.toMatch(/\b(A\d|(CO|PR|OA|PI|CR)-?\d{1,3})\b/);
  // Amounts read as amounts paid or refunded: never a negative number.
  expect(flat, `${where}: a negative amount`).not.toMatch(/-\$\d/);
}
