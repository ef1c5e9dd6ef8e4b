import { describe, expect, it } from 'vitest';
import { benefitTracker, type PriorClaim } from './benefits.ts';
import { describePackage } from './birth-package.ts';
import { payerProfileSchema } from './payer-profile.ts';
import { seedPayerProfiles } from './seed-profiles.ts';
import { OREGON_ID, oregonProfileInput } from './seed-profiles-oregon.ts';

/** The package as profile data: what an operator may not store, and what the tracker says. */

const oregon = seedPayerProfiles.find((profile) => profile.id === OREGON_ID)!;
const seeded = oregonProfileInput.versions[0]!;

function issuesWith(pkg: Record<string, unknown>) {
  const result = payerProfileSchema.safeParse({
    ...oregonProfileInput,
    versions: [{ ...seeded, package: { ...seeded.package, ...pkg } }],
  });
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('a birth package in a payer profile', () => {
  it('is stored as the Oregon profile gives it', () => {
    expect(oregon.versions[0]!.package).toMatchObject({
      name: 'Oregon birth package',
      procedureCode: 'T1033',
      modifiers: ['HD'],
      allowedCents: 150500,
      rateVerified: false,
    });
  });

  it('is described to operators with its codes, rates, visits and what is not verified', () => {
    expect(describePackage(oregon.versions[0]!.package!)).toBe(
      'Oregon birth package: T1033 HD, $1,505.00 (estimate), for 2 prenatal visits, 2 postpartum visits and the birth; not completed: T1033, $150.00 (estimate); not verified: procedure code, modifiers, delivery-only code and rate',
    );
  });

  it('refuses a package that includes a service the version does not cover, naming the field', () => {
    const visits = [
      { label: 'Prenatal visits', serviceTypes: ['Prenatal Visit'], count: 2 },
      { label: 'Extended', serviceTypes: ['Extended Postpartum Doula Support'], count: 1 },
    ];
    expect(issuesWith({ visits })).toEqual([
      {
        path: 'versions.0.package.visits.1.serviceTypes.0',
        message:
          'The package includes Extended Postpartum Doula Support, which this version has no service rule for: add the service or take it out of the package.',
      },
    ]);
  });

  it('refuses a service listed twice, a birth that is not a labor service, and bad codes', () => {
    expect(issuesWith({ birthServiceTypes: ['Prenatal Visit'] })).toEqual([
      {
        path: 'versions.0.package.birthServiceTypes.0',
        message: 'The package lists Prenatal Visit twice.',
      },
    ]);
    expect(
      issuesWith({
        visits: [{ label: 'Prenatal visits', serviceTypes: ['Prenatal Visit'], count: 2 }],
        birthServiceTypes: ['Postpartum Visit'],
      }),
    ).toEqual([
      {
        path: 'versions.0.package.birthServiceTypes.0',
        message:
          'The package is billed with the birth’s claim: Postpartum Visit is not a labor and delivery service.',
      },
    ]);
    expect(issuesWith({ procedureCode: 'X9999', modifiers: ['ZZ'] })).toEqual([
      {
        path: 'versions.0.package.procedureCode',
        message: 'This procedure code is not one the product knows.',
      },
      {
        path: 'versions.0.package.modifiers.0',
        message: 'This modifier is not one the product knows.',
      },
    ]);
    expect(
      issuesWith({
        visits: [{ label: 'Prenatal visits', serviceTypes: ['Prenatal Visit'], count: 0 }],
      }),
    ).toEqual([
      {
        path: 'versions.0.package.visits.0.count',
        message: 'A package includes from 1 to 20 visits of each kind.',
      },
    ]);
  });

  it('leaves a version without a package billing as before', () => {
    const { package: _none, ...withoutPackage } = seeded;
    const parsed = payerProfileSchema.parse({ ...oregonProfileInput, versions: [withoutPackage] });
    expect(parsed.versions[0]!.package).toBeUndefined();
  });
});

describe('the benefit tracker on a package', () => {
  const claim = (serviceDate: string, serviceType: string, status = 'pending'): PriorClaim => ({
    serviceDate,
    serviceType,
    status,
    units: 0,
    chargeCents: 0,
  });
  const tracker = (claims: PriorClaim[]) =>
    benefitTracker({
      profile: oregon,
      episodes: [{ id: 'p1', expectedDueDate: '2026-03-01', endedDate: null }],
      claims,
      today: '2026-03-20',
    });

  it('says how many of the package’s visits are done, the birth counting as one', () => {
    const result = tracker([
      claim('2026-01-03', 'Prenatal Visit'),
      claim('2026-01-10', 'Prenatal Visit'),
      claim('2026-01-17', 'Prenatal Visit'),
      claim('2026-03-01', 'Support for Vaginal Delivery'),
      claim('2026-03-05', 'Postpartum Visit', 'denied'),
    ]);
    expect(result.package).toMatchObject({ done: 3, total: 5, birthDone: true });
    expect(result.text).toBe(
      'Prenatal/postpartum visits 3 of 8 · Labor and delivery used · Package: 3 of 5 visits done',
    );
  });
});
