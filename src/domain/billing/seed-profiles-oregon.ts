import type { ServiceTypeName } from '#domain/claims/service-types';
import type { PayerProfileInput } from './payer-profile.ts';
import {
  cesareanFits,
  perVisit,
  placeOfService,
  postpartumFits,
  prenatalFits,
  telehealthModifiers,
  vaginalDeliveryFits,
  vbacFits,
} from './seed-profile-parts.ts';

/**
 * The Oregon Health Plan (Medicaid fee-for-service) pays a doula with a birth package: one code,
 * T1033 with HD, for two prenatal visits, two postpartum visits and the labor, billed once after
 * the birth; a birth without the package's visits bills a delivery-only code, and visits beyond
 * the package are billed one by one (four were added on 2025-01-01).
 *
 * No page of the Oregon Health Authority could be read: every figure here comes from secondary
 * sources that cite OHA's Birth Doula Fee-for-Service Billing Guide of January 2025, so each is
 * marked not verified and every rate is shown to her as an estimate. The package rate is $1,505
 * as those sources give it (they note that the guide itself prints $1,500). The only amounts
 * found for a visit and for the labor alone are the 2015 parts of the first package ($50 a
 * visit, $150 for the labor): kept as estimates until the state's fee schedule is read.
 */

type Version = PayerProfileInput['versions'][number];
type Service = Version['services'][number];

const READ_ON = '2026-12-02';
const VISIT_ESTIMATE = 5000;
const LABOR_ESTIMATE = 15000;
const unverifiedRule: Service['unverified'] = ['procedureCode', 'modifiers', 'unit', 'places'];

const visit = (serviceType: ServiceTypeName, diagnosisFits: string[]): Service => ({
  serviceType,
  procedureCode: 'T1032',
  modifiers: ['HD'],
  unit: perVisit,
  allowedCents: VISIT_ESTIMATE,
  rateVerified: false,
  diagnosisFits,
  unverified: unverifiedRule,
});

const labor = (serviceType: ServiceTypeName, diagnosisFits: string[]): Service => ({
  serviceType,
  visitKinds: ['in-person'],
  procedureCode: 'T1033',
  unit: perVisit,
  allowedCents: LABOR_ESTIMATE,
  rateVerified: false,
  diagnosisFits,
  unverified: unverifiedRule,
});

const births = [
  'Support for Vaginal Delivery',
  'VBAC (Vaginal Birth After Cesarean)',
  'Cesarean Section',
] as const;

const oregonVersion: Version = {
  effectiveFrom: '2025-01-01',
  effectiveTo: null,
  source: {
    title:
      'DoulaPaid, Oregon Medicaid doula billing rules (secondary, citing the OHA Birth Doula Fee-for-Service Billing Guide, January 2025)',
    citation: 'https://doulapaid.com/states/or',
    readOn: READ_ON,
  },
  moreSources: [
    {
      title:
        'Childbirth Library, Oregon laws for doulas (secondary: the 2015 package and its parts, $50 a visit and $150 for the labor)',
      citation:
        'https://doula-law.childbirthlibrary.org/doula-laws-by-state/oregon-laws-for-doulas/',
      readOn: READ_ON,
    },
    {
      title:
        'Oregon Doula Association, Oregon State Medicaid Reimbursement (OAR 410-130-0015, Doula Services)',
      citation: 'http://www.oregondoulas.org/new-page',
      readOn: READ_ON,
    },
  ],
  unverified: ['telehealth', 'placeOfService', 'limitsPerPregnancy', 'timelyFiling'],
  telehealthModifiers,
  placeOfService,
  services: [
    visit('Prenatal Visit', prenatalFits),
    visit('Postpartum Visit', postpartumFits),
    labor('Support for Vaginal Delivery', vaginalDeliveryFits),
    labor('VBAC (Vaginal Birth After Cesarean)', vbacFits),
    labor('Cesarean Section', cesareanFits),
  ],
  package: {
    name: 'Oregon birth package',
    procedureCode: 'T1033',
    modifiers: ['HD'],
    allowedCents: 150500,
    rateVerified: false,
    visits: [
      { label: 'Prenatal visits', serviceTypes: ['Prenatal Visit'], count: 2 },
      { label: 'Postpartum visits', serviceTypes: ['Postpartum Visit'], count: 2 },
    ],
    birthServiceTypes: [...births],
    deliveryOnly: {
      procedureCode: 'T1033',
      modifiers: [],
      allowedCents: LABOR_ESTIMATE,
      rateVerified: false,
    },
    unverified: ['procedureCode', 'modifiers', 'deliveryOnly'],
  },
  limitsPerPregnancy: [
    {
      id: 'prenatal-postpartum',
      label: 'Prenatal/postpartum',
      serviceTypes: ['Prenatal Visit', 'Postpartum Visit'],
      // The package's four and the four added on 2025-01-01.
      max: 8,
      overLimit: 'warning',
    },
    {
      id: 'labor',
      label: 'Labor and delivery',
      serviceTypes: [...births],
      max: 1,
      overLimit: 'error',
    },
  ],
  visitsPerDay: null,
  timelyFiling: {
    measuredFrom: 'date-of-service',
    reducedAfter: null,
    limit: { amount: 12, unit: 'months' },
    warnDaysBefore: 30,
  },
};

export const OREGON_ID = 'oregon-health-plan-ffs';

export const oregonProfileInput: PayerProfileInput = {
  id: OREGON_ID,
  name: 'Oregon Health Plan: the birth package',
  medicaidState: 'OR',
  versions: [oregonVersion],
};
