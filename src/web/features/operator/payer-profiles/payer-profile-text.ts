import { centsOf, dollarsOf } from '#domain/billing/money';
import { describeUnitRule } from '#domain/billing/visit-length';
import {
  type PayerProfile,
  type PayerProfileVersion,
  type ServiceRule,
} from '#domain/billing/index';
import { formatLongDate } from '../../../lib/claim-format.ts';

/** How the payer-profile screens describe rules, periods and rates, and read typed amounts. */
export const describeUnit = (rule: ServiceRule) => describeUnitRule(rule);
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

/** The field a refusal at `path` (the schema's or the server's) stands beside on these forms. */
export function versionFieldOf(path: string): string {
  const service = /services\.(\d+)/.exec(path);
  if (service) return `rate-${service[1]}`;
  if (/effectiveFrom$/.test(path)) return 'effectiveFrom';
  const source = /source(?:\.(title|citation|readOn))?$/.exec(path);
  if (source) return sourceFields[(source[1] ?? 'title') as keyof typeof sourceFields];
  return path === 'name' ? 'name' : 'form';
}

const sourceFields = {
  title: 'sourceTitle',
  citation: 'sourceCitation',
  readOn: 'sourceReadOn',
} as const;

export const ratesOf = (version: PayerProfileVersion | undefined) =>
  version?.services.map((rule) => dollarsOf(rule.allowedCents)) ?? [];

/** What a version form holds: a new profile's name and the profile it starts from too. */
export interface VersionValues {
  name: string;
  baseId: string;
  effectiveFrom: string;
  rates: string[];
  /** Where the new version's rules were read, and when. */
  sourceTitle: string;
  sourceCitation: string;
  sourceReadOn: string;
}

/** A new version's form starts with no source: each version names its own. */
export const noSource = { sourceTitle: '', sourceCitation: '', sourceReadOn: '' };

/**
 * A version from the one it starts from, a date, the rates typed and its source: codes, limits,
 * filing window and what is not verified are copied. A rate that is not dollars is sent to the
 * schema as no number, to refuse; a source left blank is sent as none, to refuse by name.
 */
export function versionOf(
  base: PayerProfileVersion,
  values: Omit<VersionValues, 'name' | 'baseId'>,
): PayerProfileVersion {
  const { effectiveFrom, rates, sourceTitle, sourceCitation, sourceReadOn } = values;
  const blank = !sourceTitle.trim() && !sourceCitation.trim() && !sourceReadOn.trim();
  return {
    ...base,
    effectiveFrom,
    effectiveTo: null,
    source: blank
      ? undefined
      : { title: sourceTitle, citation: sourceCitation, readOn: sourceReadOn },
    moreSources: [],
    services: base.services.map((rule, index) => ({
      ...rule,
      allowedCents: centsOf(rates[index] ?? '') ?? Number.NaN,
    })),
  };
}

/** The forms' own words for a date or a rate they cannot read, over the schema's. */
export function versionWords(found: Record<string, string>, values: VersionValues) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.effectiveFrom))
    found.effectiveFrom = 'Choose the first date of service this version prices.';
  if (values.sourceReadOn && !/^\d{4}-\d{2}-\d{2}$/.test(values.sourceReadOn))
    found.sourceReadOn = 'Choose the date the source was read.';
  values.rates.forEach((rate, index) => {
    if (centsOf(rate) === null) found[`rate-${index}`] = 'Enter an amount in dollars, like 162.11.';
  });
}
