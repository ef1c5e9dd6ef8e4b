import { packageMessages } from '#domain/billing/birth-package';
import type { ClaimCheckRule, Finding } from '#domain/billing/claim-check/types';

const RULE = 'birth-package';

/**
 * Where a birth package changes what a claim bills, she is told how: a visit it covers is
 * recorded and not sent; a birth with visits missing bills the delivery-only code and the
 * visits one by one. Warnings: neither stops her submitting.
 */
export const birthPackageRule: ClaimCheckRule = {
  id: RULE,
  check({ lines }) {
    const billing = lines?.ok ? lines.packageBilling : undefined;
    if (!billing) return [];
    // The package billed once needs no word: its line says what it bills.
    if (billing.kind === 'package') return [];
    const at = { rule: RULE, severity: 'warning', field: 'service.type' } as const;
    const { name } = billing.pkg;
    const finding: Finding =
      billing.kind === 'covered'
        ? { ...at, message: packageMessages.covered(name), fix: packageMessages.coveredFix }
        : {
            ...at,
            message: packageMessages.incomplete(
              name,
              billing.progress.done,
              billing.progress.total,
            ),
            fix: packageMessages.incompleteFix,
          };
    return [finding];
  },
};
