import { z } from 'zod';
import { serviceTypeNames } from '#domain/claims/service-types';
import { isModifierCode, isProcedureCode } from './code-sets.ts';
import { formatCents } from './money.ts';
import { billingMessages } from './messages.ts';
import { lineKindOf } from './program-rules.ts';

/**
 * A birth package: one code that pays for named visits and the labor together, billed once
 * after the birth (Oregon's global doula package). The visits it includes are recorded on her
 * claims as covered by the package and not billed on their own; the birth's claim bills the
 * package when every included visit is done, and otherwise what the program bills for a package
 * not completed: its delivery-only code, with the visits one by one. Visits beyond the package
 * are billed one by one as the version's service rules code them. A version without a package
 * bills every visit on its own, as every version did before packages.
 */

const m = billingMessages.profile;

export const packageMessages = {
  name: 'Name the package as she would say it, at most 60 characters.',
  partLabel:
    'Name this part of the package (for example “prenatal visits”), at most 40 characters.',
  partCount: 'A package includes from 1 to 20 visits of each kind.',
  serviceNotCovered: (serviceType: string) =>
    `The package includes ${serviceType}, which this version has no service rule for: add the service or take it out of the package.`,
  serviceTwice: (serviceType: string) => `The package lists ${serviceType} twice.`,
  birthNotLabor: (serviceType: string) =>
    `The package is billed with the birth’s claim: ${serviceType} is not a labor and delivery service.`,
  /** What her claim check and her claim list say of a visit the package pays for. */
  covered: (name: string) => `Covered by the ${name}: billed once after the birth.`,
  coveredFix:
    'Nothing to fix: submit it to record the visit. It is not sent on its own; the birth’s claim bills the package.',
  incomplete: (name: string, done: number, total: number) =>
    `The ${name} is not complete (${done} of ${total} done): this birth bills as delivery only, and the visits the package would have paid for are billed one by one.`,
  incompleteFix:
    'If the package’s visits are still to come, submit this claim after the last one, and the birth bills the whole package.',
  /** "Package: 3 of 5 visits done", for the benefit tracker. */
  progress: (done: number, total: number) => `Package: ${done} of ${total} visits done`,
};
const pm = packageMessages;

/** The parts of a package an operator may mark as not verified (its rates have `rateVerified`). */
const packageRuleParts = ['procedureCode', 'modifiers', 'visits', 'deliveryOnly'] as const;

const serviceType = z.enum(serviceTypeNames, { error: m.unknownServiceType });

/** One code billed for the package, or for a birth when the package was not completed. */
const packageLineSchema = z
  .object({
    procedureCode: z.string().refine(isProcedureCode, m.unknownProcedureCode),
    modifiers: z.array(z.string().refine(isModifierCode, m.unknownModifier)).max(2).default([]),
    allowedCents: z.number().int(m.wholeCents).nonnegative(m.wholeCents),
    rateVerified: z.boolean().default(true),
  })
  .strict();

export const birthPackageSchema = packageLineSchema
  .extend({
    /** As she reads it: "Oregon birth package". */
    name: z.string().trim().min(1, pm.name).max(60, pm.name),
    /** The visits the package includes, by kind: 2 prenatal visits, 2 postpartum visits. */
    visits: z
      .array(
        z
          .object({
            label: z.string().trim().min(1, pm.partLabel).max(40, pm.partLabel),
            serviceTypes: z.array(serviceType).min(1),
            count: z.number().int(pm.partCount).min(1, pm.partCount).max(20, pm.partCount),
          })
          .strict(),
      )
      .min(1)
      .max(4),
    /** The labor services whose claim, after the birth, bills the package. */
    birthServiceTypes: z.array(serviceType).min(1),
    /** What the birth bills when the package's visits were not all done. */
    deliveryOnly: packageLineSchema,
    unverified: z.array(z.enum(packageRuleParts)).default([]),
  })
  .strict();
export type BirthPackage = z.output<typeof birthPackageSchema>;

/**
 * A package may only name services the version covers, each once, and bill with a labor claim:
 * refused naming the field (`package.visits.0.serviceTypes.1`), nothing stored.
 */
export function checkBirthPackage(
  version: { services: readonly { serviceType: string }[]; package?: BirthPackage | undefined },
  ctx: z.RefinementCtx,
): void {
  const pkg = version.package;
  if (!pkg) return;
  const covered = new Set(version.services.map((rule) => rule.serviceType));
  const seen = new Set<string>();
  const check = (type: string, path: (string | number)[], birth: boolean) => {
    const message = !covered.has(type)
      ? pm.serviceNotCovered(type)
      : seen.has(type)
        ? pm.serviceTwice(type)
        : birth && lineKindOf(type) !== 'labor'
          ? pm.birthNotLabor(type)
          : null;
    if (message) ctx.addIssue({ code: 'custom', path: ['package', ...path], message });
    seen.add(type);
  };
  pkg.visits.forEach((part, index) =>
    part.serviceTypes.forEach((type, typeIndex) =>
      check(type, ['visits', index, 'serviceTypes', typeIndex], false),
    ),
  );
  pkg.birthServiceTypes.forEach((type, index) => check(type, ['birthServiceTypes', index], true));
}

/** A claim as the package counts it: of which service, and whether it still counts. */
export interface PackageCountable {
  serviceType: string;
}

export interface PackageProgress {
  /** Per kind of visit: how many of the included ones are done. */
  parts: { label: string; done: number; count: number }[];
  birthDone: boolean;
  /** Included visits done, the birth counting as one. */
  done: number;
  total: number;
  /** Every included visit is done (the birth's claim then bills the package). */
  visitsComplete: boolean;
}

/** How far a pregnancy's counted claims have gone through the package. */
export function packageProgress(
  pkg: BirthPackage,
  claims: readonly PackageCountable[],
): PackageProgress {
  const parts = pkg.visits.map((part) => {
    const types = part.serviceTypes as readonly string[];
    const had = claims.filter((claim) => types.includes(claim.serviceType)).length;
    return { label: part.label, done: Math.min(had, part.count), count: part.count };
  });
  const births = pkg.birthServiceTypes as readonly string[];
  const birthDone = claims.some((claim) => births.includes(claim.serviceType));
  const visitsDone = parts.reduce((sum, part) => sum + part.done, 0);
  const visitsTotal = parts.reduce((sum, part) => sum + part.count, 0);
  return {
    parts,
    birthDone,
    done: visitsDone + (birthDone ? 1 : 0),
    total: visitsTotal + 1,
    visitsComplete: visitsDone === visitsTotal,
  };
}

/**
 * How the package bills one claim, from her other counted claims of the same pregnancy:
 * - `covered`: an included visit while the package can still be completed (fewer of its kind
 *   than the package includes, and no birth billed yet): recorded, not billed;
 * - `package`: the birth, every included visit done: the package's code once;
 * - `delivery-only`: the birth with visits missing: the delivery-only code;
 * - `own`: a visit beyond the package, or after a birth that did not complete it, or a service
 *   the package does not name: billed by its own service rule.
 */
export type PackageBilling =
  | { kind: 'own' }
  | { kind: 'covered'; pkg: BirthPackage }
  | { kind: 'package'; pkg: BirthPackage; progress: PackageProgress }
  | { kind: 'delivery-only'; pkg: BirthPackage; progress: PackageProgress };

export function packageBillingOf(
  pkg: BirthPackage | undefined,
  serviceType: string,
  pregnancyClaims: readonly PackageCountable[],
): PackageBilling {
  if (!pkg) return { kind: 'own' };
  const progress = packageProgress(pkg, pregnancyClaims);
  if ((pkg.birthServiceTypes as readonly string[]).includes(serviceType)) {
    if (progress.birthDone) return { kind: 'own' };
    return progress.visitsComplete
      ? { kind: 'package', pkg, progress }
      : { kind: 'delivery-only', pkg, progress };
  }
  const index = pkg.visits.findIndex((part) =>
    (part.serviceTypes as readonly string[]).includes(serviceType),
  );
  const part = progress.parts[index];
  if (!part || part.done >= part.count || progress.birthDone) return { kind: 'own' };
  return { kind: 'covered', pkg };
}

const packagePartWords: Record<(typeof packageRuleParts)[number], string> = {
  procedureCode: 'procedure code',
  modifiers: 'modifiers',
  visits: 'visits included',
  deliveryOnly: 'delivery-only code and rate',
};

/**
 * A package as the operator's screens describe it: "Oregon birth package: T1033 HD, $1,505.00
 * (estimate), for 2 prenatal visits, 2 postpartum visits and the birth; not completed: T1033,
 * $150.00 (estimate); not verified: procedure code".
 */
export function describePackage(pkg: BirthPackage): string {
  const price = (
    line: Pick<BirthPackage, 'procedureCode' | 'modifiers' | 'allowedCents' | 'rateVerified'>,
  ) =>
    `${[line.procedureCode, ...line.modifiers].join(' ')}, ${formatCents(line.allowedCents)}${line.rateVerified ? '' : ' (estimate)'}`;
  const visits = pkg.visits.map((part) => `${part.count} ${part.label.toLowerCase()}`).join(', ');
  const unverified =
    pkg.unverified.length > 0
      ? `; not verified: ${pkg.unverified.map((part) => packagePartWords[part]).join(', ')}`
      : '';
  return `${pkg.name}: ${price(pkg)}, for ${visits} and the birth; not completed: ${price(pkg.deliveryOnly)}${unverified}`;
}
