import type { PayerProfileInput } from './payer-profile.ts';
import { perVisit, placeOfService, telehealthModifiers } from './seed-profile-parts.ts';
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
  visitTypes,
  visitServices,
} from './seed-state-builders.ts';
import { newYorkRecommendations } from './seed-recommendations.ts';

/**
 * New York Medicaid fee-for-service, statewide from 2024-01-01 (the 2023-24 budget made the
 * benefit statewide; the start date is taken from it, the state's page giving none). The state's
 * page says only that the benefit is statewide and how to enroll. Read in a secondary source
 * citing the state's doula policy: per visit, up to eight perinatal visits (prenatal or
 * postpartum) and one labor and delivery a pregnancy, each visit at least 30 minutes, labor in
 * person. Not found: the codes (the national doula codes T1032 and T1033 are used, one unit a
 * visit) and every rate (estimated from the Medi-Cal chart, as the commercial profile's are). The
 * filing window (90 days) and the telehealth signal are New York Medicaid's usual ones, not read
 * here.
 */

const unverifiedVisit: Partial<Service> = { unverified: ['procedureCode', 'minimumMinutes'] };

const visit = (serviceType: (typeof visitTypes)[number], fits: string[]): Service =>
  estimated(serviceType, 'T1032', perVisit, ESTIMATE_VISIT_CENTS, fits, {
    minimumMinutes: 30,
    ...unverifiedVisit,
  });

const newYorkVersion: Version = {
  effectiveFrom: '2024-01-01',
  effectiveTo: null,
  source: {
    title: 'New York State Medicaid Doula Services Benefit (NYS Department of Health)',
    citation: 'https://www.health.ny.gov/health_care/medicaid/program/doula/',
    readOn: READ_ON,
  },
  moreSources: [
    {
      title:
        'NewMom, Medicaid doula requirements in New York (secondary: 8 perinatal visits and labor, 30 minutes)',
      citation: 'https://newmom.me/blog/medicaid-doula-requirements-in-new-york',
      readOn: READ_ON,
    },
  ],
  unverified: ['limitsPerPregnancy', 'telehealth', 'timelyFiling'],
  everyLineModifiers: [],
  telehealthModifiers,
  placeOfService,
  services: [
    ...visitServices(visit),
    ...laborServices('T1033', ESTIMATE_LABOR_CENTS, { unverified: ['procedureCode'] }),
  ],
  limitsPerPregnancy: [limit('perinatal', 'Perinatal', visitTypes, 8, 'warning'), oneLabor],
  visitsPerDay: null,
  timelyFiling: filingWithin(90, 'days'),
  recommendations: newYorkRecommendations,
};

export const NEW_YORK_ID = 'new-york-medicaid-ffs';

export const newYorkInput: PayerProfileInput = {
  id: NEW_YORK_ID,
  name: 'New York Medicaid fee-for-service',
  medicaidState: 'NY',
  versions: [newYorkVersion],
};
