import type { PayerProfileInput } from './payer-profile.ts';
import {
  perVisit,
  placeOfService,
  postpartumFits,
  prenatalFits,
  telehealthModifiers,
} from './seed-profile-parts.ts';
import {
  ESTIMATE_LABOR_CENTS,
  ESTIMATE_VISIT_CENTS,
  estimated,
  filingWithin,
  laborServices,
  limit,
  oneLabor,
  READ_ON,
  type Service,
  type Version,
} from './seed-state-builders.ts';

/**
 * Virginia Medicaid (Cardinal Care) fee-for-service. Verified in DMAS's bulletin of July 1,
 * 2025: postpartum visits are billed with CPT 59430 and modifier HD, with diagnosis Z32.2; from
 * that date six postpartum visits (before it four), none before the delivery and all within 12
 * months of it (before it six months). The six are kept as a limit within 12 months; the earlier
 * four as a limit a pregnancy in the earlier version (a six-month window is not a limit the
 * product counts). The State Plan amendment of 2021 covers up to eight prenatal or postpartum
 * visits and labor; the 2025 bill allows four visits during pregnancy (a summary of the bill).
 * The benefit began in January 2022 (a secondary source). Not found: the prenatal and labor codes
 * (the national doula codes T1032 and T1033, one unit a visit), every rate (estimated from the
 * Medi-Cal chart, as the commercial profile's are), whether Z32.2 goes on prenatal and labor
 * lines too (assumed), whether 59430 and HD applied before 2025, and the filing window.
 */

const z322Fits = ['Z32.2', ...postpartumFits];

const prenatal = (serviceType: Service['serviceType']): Service =>
  estimated(serviceType, 'T1032', perVisit, ESTIMATE_VISIT_CENTS, prenatalFits, {
    unverified: ['procedureCode'],
  });

const postpartum = (serviceType: Service['serviceType'], checked: boolean): Service =>
  estimated(serviceType, '59430', perVisit, ESTIMATE_VISIT_CENTS, z322Fits, {
    modifiers: ['HD'],
    unverified: checked ? [] : ['procedureCode', 'modifiers'],
  });

function services(postpartumChecked: boolean): Service[] {
  return [
    prenatal('Extended Initial Visit (90 minutes)'),
    prenatal('Prenatal Visit'),
    postpartum('Postpartum Visit', postpartumChecked),
    postpartum('Extended Postpartum Doula Support', postpartumChecked),
    ...laborServices('T1033', ESTIMATE_LABOR_CENTS, {
      everyLine: ['Z32.2'],
      unverified: ['procedureCode'],
    }),
  ];
}

const prenatalTypes = ['Extended Initial Visit (90 minutes)', 'Prenatal Visit'] as const;
const postpartumTypes = ['Postpartum Visit', 'Extended Postpartum Doula Support'] as const;

const bulletin = {
  title: 'DMAS, Maternal Health Bills and Budget Items Effective July 1, 2025 (doula visits)',
  citation:
    'https://vamedicaid.dmas.virginia.gov/bulletin/maternal-health-bills-and-budget-items-effective-july-1-2025',
  readOn: READ_ON,
};
const statePlan = {
  title: 'Virginia State Plan amendment 21-013, Doula Services (8 visits and labor)',
  citation:
    'https://docslib.org/doc/10203369/doula-services-to-the-plan-formedical-assistance-for-the-commonwealth',
  readOn: READ_ON,
};

const shared = {
  everyLineModifiers: [],
  diagnosesOnEveryLine: ['Z32.2'],
  telehealthModifiers,
  placeOfService,
  visitsPerDay: null,
  timelyFiling: filingWithin(12, 'months'),
} satisfies Partial<Version>;

const until2025: Version = {
  ...shared,
  effectiveFrom: '2022-01-01',
  effectiveTo: '2025-06-30',
  source: statePlan,
  moreSources: [
    { ...bulletin, title: `${bulletin.title}: four postpartum visits before it` },
    {
      title: 'NASHP, Virginia invests in doulas (secondary: the benefit from January 2022)',
      citation: 'https://nashp.org/virginia-invests-in-doulas-to-improve-maternal-health-outcomes/',
      readOn: READ_ON,
    },
  ],
  unverified: ['telehealth', 'timelyFiling', 'diagnosesOnEveryLine'],
  services: services(false),
  limitsPerPregnancy: [
    limit(
      'prenatal-postpartum',
      'Prenatal/postpartum',
      [...prenatalTypes, ...postpartumTypes],
      8,
      'error',
    ),
    limit('postpartum', 'Postpartum', postpartumTypes, 4, 'error'),
    oneLabor,
  ],
};

const from2025: Version = {
  ...shared,
  effectiveFrom: '2025-07-01',
  effectiveTo: null,
  source: bulletin,
  moreSources: [
    statePlan,
    {
      title: 'BillTrack50, Virginia SB 1418 (2025) summary: four visits during pregnancy',
      citation: 'https://www.billtrack50.com/billdetail/1787682',
      readOn: READ_ON,
    },
  ],
  unverified: ['telehealth', 'timelyFiling', 'diagnosesOnEveryLine'],
  services: services(true),
  limitsPerPregnancy: [
    limit('prenatal', 'Prenatal', prenatalTypes, 4, 'warning'),
    limit('postpartum', 'Postpartum', postpartumTypes, 6, 'error', { per: 'rolling-12-months' }),
    oneLabor,
  ],
};

export const VIRGINIA_ID = 'virginia-medicaid-ffs';

export const virginiaInput: PayerProfileInput = {
  id: VIRGINIA_ID,
  name: 'Virginia Medicaid fee-for-service',
  medicaidState: 'VA',
  versions: [until2025, from2025],
};
