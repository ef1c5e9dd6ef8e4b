import { packageBillingOf } from './birth-package.ts';
import type { ServiceFacts, ServiceLinesResult } from './service-lines.ts';

type Built = Extract<ServiceLinesResult, { ok: true }>;

/**
 * A claim's lines as a birth package bills them (birth-package.ts): a visit the package covers
 * keeps no line (recorded, not sent); the birth bills the package's code, or the delivery-only
 * code when the package was not completed, once, where its place and diagnoses were; anything
 * else keeps the line its own service rule gave.
 */
export function withPackage(built: Built, facts: ServiceFacts): Built {
  if (!facts.packageClaims) return built;
  const billing = packageBillingOf(built.version.package, facts.serviceType, facts.packageClaims);
  if (billing.kind === 'own') return built;
  if (billing.kind === 'covered')
    return {
      ...built,
      lines: [],
      totalCents: 0,
      packageBilling: { ...billing, ownLines: built.lines },
    };
  const code = billing.kind === 'package' ? billing.pkg : billing.pkg.deliveryOnly;
  const lines = built.lines.map(({ deliveryType: _priced, ...line }) => ({
    ...line,
    procedureCode: code.procedureCode,
    modifiers: [...built.version.everyLineModifiers, ...code.modifiers],
    units: 1,
    unitChargeCents: code.allowedCents,
    chargeCents: code.allowedCents,
    rateVerified: code.rateVerified,
  }));
  return { ...built, lines, totalCents: code.allowedCents, packageBilling: billing };
}
