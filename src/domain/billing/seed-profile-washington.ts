import type { PayerProfileInput } from './payer-profile.ts';
import {
  placeOfService,
  postpartumFits,
  prenatalFits,
  telehealthModifiers,
} from './seed-profile-parts.ts';
import {
  ESTIMATE_LABOR_CENTS,
  estimated,
  filingWithin,
  laborServices,
  laborTypes,
  limit,
  oneLabor,
  READ_ON,
  type Service,
  type Version,
  visitTypes,
} from './seed-state-builders.ts';

/**
 * Washington Apple Health fee-for-service, from 2025-01-01 (the benefit's launch, HCA's news
 * release). Verified in the state's own text: the prenatal intake visit lasts at least two hours
 * (WAC 182-533-0650) and the Legislature's ceiling of $3,500 per doula per client (HCA's release;
 * kept as a dollar limit per pregnancy). Read only in secondary sources citing HCA's Birth Doula
 * Services Billing Guide and fee schedule: $25 a 15-minute unit, 80 units for the prenatal and
 * postpartum visits (6 of them for postpartum care), 365 days to file, no audio-only telehealth
 * and no telehealth for the intake or labor. Not found at all: the codes (the national doula
 * codes are used, T1032 per 15 minutes and T1033 for labor), how a part of a unit counts (the
 * CMS eight-minute rule is assumed: a unit counts from its eighth minute, so 65 minutes are
 * 4 units and 68 minutes 5), and the labor rate (estimated). All of those are marked.
 */

const per15Minutes = {
  kind: 'per-minutes',
  minutesPerUnit: 15,
  rounding: 'eight-minute-rule',
  maxUnitsPerVisit: null,
} as const;

const UNIT_CENTS = 2500;
const codeAndUnit: Partial<Service> = { unverified: ['procedureCode', 'unit'] };

const visit = (serviceType: (typeof visitTypes)[number], fits: string[]): Service =>
  estimated(serviceType, 'T1032', per15Minutes, UNIT_CENTS, fits, codeAndUnit);

const washingtonVersion: Version = {
  effectiveFrom: '2025-01-01',
  effectiveTo: null,
  source: {
    title: 'WAC 182-533-0650, Birth doula services: documentation requirements (prenatal intake)',
    citation: 'https://app.leg.wa.gov/wac/default.aspx?cite=182-533-0650',
    readOn: READ_ON,
  },
  moreSources: [
    {
      title:
        'HCA, New Apple Health birth doula benefit (January 2025): $3,500 per doula per client',
      citation:
        'https://www.einpresswire.com/article/774618763/new-apple-health-birth-doula-benefit',
      readOn: READ_ON,
    },
    {
      title:
        'DoulaPaid, Washington billing rules (secondary, citing the HCA billing guide and fee schedule)',
      citation: 'https://doulapaid.com/states/wa',
      readOn: READ_ON,
    },
    {
      title: 'DoulaPaid, Apple Health denial reasons (secondary: telehealth, 365-day filing)',
      citation: 'https://doulapaid.com/states/wa/denials',
      readOn: READ_ON,
    },
    {
      title: 'NewMom, Medicaid doula requirements in Washington State (secondary: 80 units)',
      citation: 'https://www.newmom.me/blog/medicaid-doula-requirements-in-washington-state',
      readOn: READ_ON,
    },
  ],
  unverified: ['telehealth', 'limitsPerPregnancy', 'timelyFiling'],
  everyLineModifiers: [],
  telehealth: { signal: 'modifier-and-place-of-service', audioOnly: false },
  telehealthModifiers,
  placeOfService,
  services: [
    {
      ...visit('Extended Initial Visit (90 minutes)', prenatalFits),
      // The intake is given in person; its two hours are the state's rule.
      visitKinds: ['in-person'],
      minimumMinutes: 120,
    },
    visit('Prenatal Visit', prenatalFits),
    visit('Postpartum Visit', postpartumFits),
    visit('Extended Postpartum Doula Support', postpartumFits),
    ...laborServices('T1033', ESTIMATE_LABOR_CENTS, { unverified: ['procedureCode'] }),
  ],
  limitsPerPregnancy: [
    limit('intake', 'Prenatal intake', ['Extended Initial Visit (90 minutes)'], 1, 'error'),
    // A limitation extension request may allow more units.
    limit('visit-units', 'Prenatal/postpartum', visitTypes.slice(1), 80, 'warning', {
      counts: 'units',
    }),
    oneLabor,
    limit('dollars', 'All doula services', [...visitTypes, ...laborTypes], 350000, 'warning', {
      counts: 'dollars',
    }),
  ],
  visitsPerDay: null,
  timelyFiling: filingWithin(365, 'days', 60),
};

export const WASHINGTON_ID = 'washington-apple-health-ffs';

export const washingtonInput: PayerProfileInput = {
  id: WASHINGTON_ID,
  name: 'Washington Apple Health fee-for-service',
  medicaidState: 'WA',
  versions: [washingtonVersion],
};
