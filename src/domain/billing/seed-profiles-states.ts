import type { ServiceTypeName } from '#domain/claims/service-types';
import type { PayerProfileInput } from './payer-profile.ts';
import {
  prenatalFits,
  postpartumFits,
  vaginalDeliveryFits,
  vbacFits,
  cesareanFits,
  perVisit,
  placeOfService,
  telehealthModifiers,
} from './seed-profile-parts.ts';
import { oklahomaRecommendations } from './seed-recommendations.ts';

/**
 * State Medicaid programs beyond Medi-Cal, each from its own sources. What a state's own rule or
 * page says is kept as it says; what was read only in a secondary source (a billing-rules
 * publisher) or inferred is marked not verified, and a rate so marked is shown to her as an
 * estimate. Each version names the page it was read on and the date.
 *
 * Oklahoma (SoonerCare), from OAC 317:30-5-1217 (issued 2024-09-01): eight prenatal or postpartum
 * visits and one labor and delivery, each visit at least 60 minutes, visits by telehealth but
 * never labor, no home births. OHCA's doula page codes the prenatal visit 59899 with HD. The
 * rates and the labor codes by kind of delivery were read only in a secondary source; the
 * postpartum code is taken to be the prenatal one. An initial or extended visit is a visit like
 * any other there (the program has no code of its own for it).
 *
 * Maryland Medicaid fee-for-service, from COMAR 10.09.39.04 (from 2022-01-01): eight prenatal or
 * postpartum visits and one labor and delivery; claims within 12 months of the date of service.
 * The codes, the 15-minute units with at most four a visit, the rates, U9 on postpartum lines,
 * Z32.2 on every line, labor only in a hospital or birth center and telehealth as place of
 * service 02 were read in a secondary source that cites the state's doula program manual. How
 * a part-unit counts is not published there: the CMS eight-minute rule is assumed.
 */

type Version = PayerProfileInput['versions'][number];
type Service = Version['services'][number];

const READ_ON = '2026-12-02';

const visit = (
  serviceType: ServiceTypeName,
  allowedCents: number,
  diagnosisFits: string[],
  more: Partial<Service> = {},
): Service => ({
  serviceType,
  procedureCode: '59899',
  unit: perVisit,
  minimumMinutes: 60,
  allowedCents,
  rateVerified: false,
  diagnosisFits,
  ...more,
});

const laborOnly = (
  serviceType: ServiceTypeName,
  procedureCode: string,
  allowedCents: number,
  diagnosisFits: string[],
  more: Partial<Service> = {},
): Service => ({
  serviceType,
  visitKinds: ['in-person'],
  places: ['facility'],
  procedureCode,
  unit: perVisit,
  allowedCents,
  rateVerified: false,
  diagnosisFits,
  ...more,
});

const OK_VISIT = 6211;
const okCodeUnverified: Partial<Service> = { unverified: ['procedureCode'] };

const oklahomaVersion: Version = {
  effectiveFrom: '2024-09-01',
  effectiveTo: null,
  source: {
    title: 'OAC 317:30-5-1217, Doula services: general coverage (Oklahoma Health Care Authority)',
    citation:
      'https://oklahoma.gov/ohca/policies-and-rules/xpolicy/medical-providers-fee-for-service/individual-providers-and-specialties/doula/doula-coverage.html',
    readOn: READ_ON,
  },
  moreSources: [
    {
      title: 'OHCA, Doula Services (provider page: billing codes)',
      citation:
        'https://www.oklahoma.gov/ohca/providers/types/prenatal-and-perinatal-services/doula.html',
      readOn: READ_ON,
    },
    {
      title:
        'OAC 317:30-5-1033, Billing: claims received within six months (another provider type)',
      citation:
        'https://oklahoma.gov/ohca/policies-and-rules/xpolicy/medical-providers-fee-for-service/individual-providers-and-specialties/school-based-case-management-services/billing.html',
      readOn: READ_ON,
    },
    {
      title: 'DoulaPaid, Oklahoma billing rules (secondary: rates and labor by delivery type)',
      citation: 'https://doulapaid.com/states/ok',
      readOn: READ_ON,
    },
  ],
  unverified: ['everyLineModifiers', 'telehealth', 'timelyFiling'],
  everyLineModifiers: ['HD'],
  telehealthModifiers,
  placeOfService,
  services: [
    visit('Extended Initial Visit (90 minutes)', OK_VISIT, [...prenatalFits, ...postpartumFits]),
    visit('Prenatal Visit', OK_VISIT, prenatalFits),
    visit('Postpartum Visit', OK_VISIT, postpartumFits, okCodeUnverified),
    visit('Extended Postpartum Doula Support', OK_VISIT, postpartumFits, okCodeUnverified),
    laborOnly(
      'Support for Vaginal Delivery',
      '59409',
      68569,
      vaginalDeliveryFits,
      okCodeUnverified,
    ),
    laborOnly('VBAC (Vaginal Birth After Cesarean)', '59612', 77528, vbacFits, okCodeUnverified),
    laborOnly('Cesarean Section', '59514', 77628, cesareanFits, {
      ...okCodeUnverified,
      // The rule's own code and rate price a cesarean; one after an attempted VBAC is apart.
      byDeliveryType: [
        {
          deliveryType: 'cesarean-after-attempted-vbac',
          procedureCode: '59620',
          allowedCents: 80267,
          rateVerified: false,
        },
      ],
    }),
  ],
  limitsPerPregnancy: [
    {
      id: 'prenatal-postpartum',
      label: 'Prenatal/postpartum',
      serviceTypes: [
        'Extended Initial Visit (90 minutes)',
        'Prenatal Visit',
        'Postpartum Visit',
        'Extended Postpartum Doula Support',
      ],
      max: 8,
      // Prior authorization may allow more where the pregnancy needs them.
      overLimit: 'warning',
    },
    {
      id: 'labor',
      label: 'Labor and delivery',
      serviceTypes: [
        'Support for Vaginal Delivery',
        'VBAC (Vaginal Birth After Cesarean)',
        'Cesarean Section',
      ],
      max: 1,
      overLimit: 'error',
    },
  ],
  visitsPerDay: null,
  timelyFiling: {
    measuredFrom: 'date-of-service',
    reducedAfter: null,
    limit: { amount: 6, unit: 'months' },
    warnDaysBefore: 30,
  },
  recommendations: oklahomaRecommendations,
};

const per15MinutesUpTo4 = {
  kind: 'per-minutes',
  minutesPerUnit: 15,
  rounding: 'eight-minute-rule',
  maxUnitsPerVisit: 4,
} as const;
const mdPostpartumFits = ['Z32.2', ...postpartumFits];
const mdUnverified = ['procedureCode', 'unit', 'places'] as const;

const mdVisit = (
  serviceType: ServiceTypeName,
  allowedCents: number,
  diagnosisFits: string[],
): Service => ({
  serviceType,
  procedureCode: 'T1032',
  unit: per15MinutesUpTo4,
  allowedCents,
  rateVerified: false,
  diagnosisFits,
  unverified: [...mdUnverified],
});

const mdLabor = (serviceType: ServiceTypeName, diagnosisFits: string[]): Service =>
  laborOnly(serviceType, 'T1033', 80000, ['Z32.2', ...diagnosisFits], {
    unverified: [...mdUnverified],
  });

const marylandManualSummary = {
  title:
    'DoulaPaid, Maryland billing rules (secondary, citing the Maryland Medicaid Doula Services Program Manual)',
  citation: 'https://doulapaid.com/states/md',
  readOn: READ_ON,
};

const marylandVersion: Version = {
  effectiveFrom: '2022-01-01',
  effectiveTo: null,
  source: {
    title: 'COMAR 10.09.39.04, Doula services: covered services (Maryland Department of Health)',
    citation: 'https://dsd.maryland.gov/regulations/Pages/10.09.39.04.aspx',
    readOn: READ_ON,
  },
  moreSources: [
    {
      title: 'Maryland Medicaid, Fee-for-service claims: 12 months from the date of service',
      citation: 'https://health.maryland.gov/mmcp/provider/Pages/ffsclaims.aspx',
      readOn: READ_ON,
    },
    marylandManualSummary,
  ],
  unverified: ['lineKindModifiers', 'telehealth', 'diagnosesOnEveryLine'],
  everyLineModifiers: [],
  lineKindModifiers: { postpartum: ['U9'], labor: [] },
  telehealth: { signal: 'place-of-service', audioOnly: true },
  diagnosesOnEveryLine: ['Z32.2'],
  telehealthModifiers,
  placeOfService,
  services: [
    mdVisit('Extended Initial Visit (90 minutes)', 1662, prenatalFits),
    mdVisit('Prenatal Visit', 1662, prenatalFits),
    mdVisit('Postpartum Visit', 1962, mdPostpartumFits),
    mdVisit('Extended Postpartum Doula Support', 1962, mdPostpartumFits),
    mdLabor('Support for Vaginal Delivery', vaginalDeliveryFits),
    mdLabor('VBAC (Vaginal Birth After Cesarean)', vbacFits),
    mdLabor('Cesarean Section', cesareanFits),
  ],
  limitsPerPregnancy: [
    {
      id: 'prenatal-postpartum',
      label: 'Prenatal/postpartum',
      serviceTypes: [
        'Extended Initial Visit (90 minutes)',
        'Prenatal Visit',
        'Postpartum Visit',
        'Extended Postpartum Doula Support',
      ],
      max: 8,
      overLimit: 'error',
    },
    {
      id: 'labor',
      label: 'Labor and delivery',
      serviceTypes: [
        'Support for Vaginal Delivery',
        'VBAC (Vaginal Birth After Cesarean)',
        'Cesarean Section',
      ],
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
  // Provider type "DL" with a Type 1 or a Type 2 NPI: a group bills with the doula rendering.
  billingArrangements: {
    accepted: ['self', 'group'],
    source: { ...marylandManualSummary, title: `${marylandManualSummary.title}: Type 1 or 2 NPI` },
    unverified: true,
  },
};

export const OKLAHOMA_ID = 'soonercare-ffs';
export const MARYLAND_ID = 'maryland-medicaid-ffs';

export const stateProfileInputs: readonly PayerProfileInput[] = [
  {
    id: OKLAHOMA_ID,
    name: 'Oklahoma SoonerCare fee-for-service',
    medicaidState: 'OK',
    versions: [oklahomaVersion],
  },
  {
    id: MARYLAND_ID,
    name: 'Maryland Medicaid fee-for-service',
    medicaidState: 'MD',
    versions: [marylandVersion],
  },
];
