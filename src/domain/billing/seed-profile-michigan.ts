import type { PayerProfileInput } from './payer-profile.ts';
import { perVisit, placeOfService, telehealthModifiers } from './seed-profile-parts.ts';
import {
  estimated,
  filingWithin,
  laborServices,
  limit,
  oneLabor,
  READ_ON,
  type Service,
  type Version,
  visitTypes,
  visitServices,
} from './seed-state-builders.ts';
import { michiganRecommendations } from './seed-recommendations.ts';

/**
 * Michigan Medicaid fee-for-service, from 2023-01-01: MDHHS's page names the policy (bulletin
 * MMP 22-47, Medicaid Coverage of Doula Services) and its start. The bulletin itself was not
 * read: its rules come from secondary summaries. Of the final policy: six prenatal or postpartum
 * visits and one labor and delivery. Of the proposed policy: each visit at least 20 minutes,
 * visits by telehealth when there is a barrier to meeting in person (labor in person), $75 a
 * visit and $350 for labor. Those rates are kept as estimates (the final rates may differ). Not
 * found: the codes (the national doula codes T1032 and T1033, one unit a visit) and the filing
 * window (Michigan Medicaid's usual 12 months assumed).
 */

const VISIT_CENTS = 7500;
const LABOR_CENTS = 35000;

const visit = (serviceType: (typeof visitTypes)[number], fits: string[]): Service =>
  estimated(serviceType, 'T1032', perVisit, VISIT_CENTS, fits, {
    minimumMinutes: 20,
    unverified: ['procedureCode', 'minimumMinutes'],
  });

const michiganVersion: Version = {
  effectiveFrom: '2023-01-01',
  effectiveTo: null,
  source: {
    title: 'MDHHS Doula Initiative: bulletin MMP 22-47, Medicaid Coverage of Doula Services',
    citation:
      'https://www.michigan.gov/mdhhs/keep-mi-healthy/maternal-and-infant-health/mdhhs-doula-initiative',
    readOn: READ_ON,
  },
  moreSources: [
    {
      title: 'State of Reform, Michigan Medicaid enacts coverage of doula services (secondary)',
      citation: 'https://stateofreform.com/news/2023/01/michigan-medicaid-approved-doula-policy/',
      readOn: READ_ON,
    },
    {
      title: 'MHA, MDHHS proposes to cover doula services (secondary: the proposed policy)',
      citation:
        'https://www.mha.org/newsroom/mdhhs-proposes-to-cover-doula-services-for-medicaid-beneficiaries/',
      readOn: READ_ON,
    },
  ],
  unverified: ['limitsPerPregnancy', 'telehealth', 'timelyFiling'],
  everyLineModifiers: [],
  telehealthModifiers,
  placeOfService,
  services: [
    ...visitServices(visit),
    ...laborServices('T1033', LABOR_CENTS, { unverified: ['procedureCode'] }),
  ],
  limitsPerPregnancy: [
    // Prior authorization may allow more.
    limit('prenatal-postpartum', 'Prenatal/postpartum', visitTypes, 6, 'warning'),
    oneLabor,
  ],
  visitsPerDay: null,
  timelyFiling: filingWithin(12, 'months'),
  // A payer notice (its address not kept) takes a Type 1 or a Type 2 NPI: a group may bill with
  // the doula rendering. Not read in the state's own text.
  billingArrangements: {
    accepted: ['self', 'group'],
    source: {
      title: 'Michigan Medicaid payer notice: doulas bill with a Type 1 or a Type 2 NPI',
      citation: 'A payer notice seen once; its address was not kept',
      readOn: READ_ON,
    },
    unverified: true,
  },
  recommendations: michiganRecommendations,
};

export const MICHIGAN_ID = 'michigan-medicaid-ffs';

export const michiganInput: PayerProfileInput = {
  id: MICHIGAN_ID,
  name: 'Michigan Medicaid fee-for-service',
  medicaidState: 'MI',
  versions: [michiganVersion],
};
