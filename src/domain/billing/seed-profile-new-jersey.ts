import type { PayerProfileInput } from './payer-profile.ts';
import { perVisit, placeOfService, telehealthModifiers } from './seed-profile-parts.ts';
import {
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
  visitServices,
} from './seed-state-builders.ts';

/**
 * New Jersey FamilyCare fee-for-service, from 2022-07-01. Verified in the state's own text (the
 * Governor's announcement of January 31, 2023): community doulas receive $1,165 for labor support
 * and eight perinatal visits together, up from $900, from July 1, 2022. The product bills each
 * service on its own, so the $1,165 is kept as a dollar limit a pregnancy and shared evenly over
 * the nine services as each one's estimated rate ($129.44). Read in a secondary source: members
 * 19 or younger may have twelve visits (so more than eight is a warning, not an error). Not
 * found: the codes (the national doula codes T1032 and T1033, one unit a visit), the filing
 * window (180 days assumed) and how telehealth is billed.
 */

const SHARE_CENTS = 12944;
const codeUnverified: Partial<Service> = { unverified: ['procedureCode'] };

const visit = (serviceType: (typeof visitTypes)[number], fits: string[]): Service =>
  estimated(serviceType, 'T1032', perVisit, SHARE_CENTS, fits, codeUnverified);

const newJerseyVersion: Version = {
  effectiveFrom: '2022-07-01',
  effectiveTo: null,
  source: {
    title:
      'Office of the Governor, Enhanced NJ FamilyCare maternal health care reimbursement (January 31, 2023)',
    citation: 'https://nj.gov/governor/news/news/562023/approved/20230131a.shtml',
    readOn: READ_ON,
  },
  moreSources: [
    {
      title:
        'NASHP, New Jersey Medicaid implements new policies to improve maternal health (secondary)',
      citation:
        'https://www.nashp.org/new-jersey-medicaid-implements-new-policies-to-improve-maternal-health/',
      readOn: READ_ON,
    },
  ],
  unverified: ['telehealth', 'timelyFiling'],
  everyLineModifiers: [],
  telehealthModifiers,
  placeOfService,
  services: [...visitServices(visit), ...laborServices('T1033', SHARE_CENTS, codeUnverified)],
  limitsPerPregnancy: [
    limit('perinatal', 'Perinatal', visitTypes, 8, 'warning'),
    oneLabor,
    limit(
      'dollars',
      'Labor and perinatal visits',
      [...visitTypes, ...laborTypes],
      116500,
      'warning',
      {
        counts: 'dollars',
      },
    ),
  ],
  visitsPerDay: null,
  timelyFiling: filingWithin(180, 'days'),
};

export const NEW_JERSEY_ID = 'nj-familycare-ffs';

export const newJerseyInput: PayerProfileInput = {
  id: NEW_JERSEY_ID,
  name: 'New Jersey FamilyCare fee-for-service',
  medicaidState: 'NJ',
  versions: [newJerseyVersion],
};
