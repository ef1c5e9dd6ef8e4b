import { centsOf, dollarsOf } from '#domain/billing/money';
import {
  type PayerProfile,
  type PayerProfileVersion,
  type ServiceRule,
} from '#domain/billing/index';
import { formatLongDate } from '../../../lib/claim-format.ts';
import { fieldErrorsOf } from '../operator-ui.tsx';

/** How the payer-profile screens describe rules, periods and rates, and read typed amounts. */
export const describeUnit = (rule: ServiceRule) =>
  rule.unit.kind === 'per-visit' ? 'per visit' : `per ${rule.unit.minutesPerUnit} minutes`;
export const describeKinds = (rule: ServiceRule) =>
  rule.visitKinds.length === 2
    ? 'in person or telehealth'
    : rule.visitKinds[0] === 'telehealth'
      ? 'telehealth'
      : 'in person';
export const describePeriod = (version: PayerProfileVersion) =>
  `${formatLongDate(version.effectiveFrom)} – ${
    version.effectiveTo ? formatLongDate(version.effectiveTo) : 'until further notice'
  }`;

/** A profile's versions, the one starting last first. */
export const newestFirst = (profile: PayerProfile): PayerProfileVersion[] =>
  [...profile.versions].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1));

export const latestVersion = (profile: PayerProfile): PayerProfileVersion | undefined =>
  newestFirst(profile)[0];

/** The server's field errors, keyed the way this form names its fields. */
export function versionFieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    const service = /services\.(\d+)/.exec(path);
    if (service) errors[`rate-${service[1]}`] ??= message;
    else if (/effectiveFrom$/.test(path)) errors.effectiveFrom ??= message;
    else if (path === 'name') errors.name ??= message;
    else errors.form = errors.form ? `${errors.form} ${message}` : message;
  }
  return errors;
}

export const ratesOf = (version: PayerProfileVersion | undefined) =>
  version?.services.map((rule) => dollarsOf(rule.allowedCents)) ?? [];

/**
 * A version from the one it starts from, a date and the rates typed: codes, limits and filing
 * window are copied. Undefined when a field is wrong (its error is added to `found`).
 */
export function versionFrom(
  base: PayerProfileVersion,
  effectiveFrom: string,
  rates: readonly string[],
  found: Record<string, string>,
): PayerProfileVersion | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(effectiveFrom))
    found.effectiveFrom = 'Choose the first date of service this version prices.';
  const cents = rates.map((rate, index) => {
    const value = centsOf(rate);
    if (value === null) found[`rate-${index}`] = 'Enter an amount in dollars, like 162.11.';
    return value ?? 0;
  });
  if (Object.keys(found).length > 0) return undefined;
  return {
    ...base,
    effectiveFrom,
    effectiveTo: null,
    services: base.services.map((rule, index) => ({
      ...rule,
      allowedCents: cents[index] ?? rule.allowedCents,
    })),
  };
}
