import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serviceTypeNames } from '#domain/claims/service-types';
import { type PackageBilling, packageBillingOf } from './birth-package.ts';
import { seedPayerProfiles } from './seed-profiles.ts';
import { OREGON_ID } from './seed-profiles-oregon.ts';

/**
 * Her claims of one pregnancy, submitted in any order, each billed by the package as the server
 * bills it (from the claims before it). Whatever the order, the package pays once at most: the
 * package and delivery only are never both billed, no more visits are covered than it
 * includes, and nothing is covered once a birth is billed.
 */
const pkg = seedPayerProfiles.find((profile) => profile.id === OREGON_ID)!.versions[0]!.package!;
const births = pkg.birthServiceTypes as readonly string[];

function billAll(serviceTypes: readonly string[]): PackageBilling['kind'][] {
  const counted: { serviceType: string }[] = [];
  return serviceTypes.map((serviceType) => {
    const billing = packageBillingOf(pkg, serviceType, counted);
    counted.push({ serviceType });
    return billing.kind;
  });
}

describe('the birth package, whatever the order of her claims', () => {
  it('pays once at most, covers no more than it includes, and nothing after a birth', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...serviceTypeNames), { maxLength: 20 }), (types) => {
        const kinds = billAll(types);
        const paid = kinds.filter((kind) => kind === 'package' || kind === 'delivery-only');
        expect(paid.length).toBeLessThanOrEqual(1);
        const included = pkg.visits.reduce((sum, part) => sum + part.count, 0);
        expect(kinds.filter((kind) => kind === 'covered').length).toBeLessThanOrEqual(included);
        const firstBirth = types.findIndex((type) => births.includes(type));
        if (firstBirth >= 0) expect(kinds.slice(firstBirth + 1)).not.toContain('covered');
        // Every included visit before the birth: the birth bills the package itself.
        if (
          firstBirth >= 0 &&
          kinds.slice(0, firstBirth).filter((k) => k === 'covered').length === included
        )
          expect(kinds[firstBirth]).toBe('package');
      }),
    );
  });
});
