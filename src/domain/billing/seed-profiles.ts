import type { ServiceTypeName } from '#domain/claims/service-types';
import { type PayerProfile, type PayerProfileInput, payerProfileSchema } from './payer-profile.ts';
import {
  prenatalFits,
  postpartumFits,
  vaginalDeliveryFits,
  vbacFits,
  cesareanFits,
  miscarriageFits,
  abortionFits,
  perVisit,
  per15Minutes,
  placeOfService,
  telehealthModifiers,
  deliveryAndLoss,
} from './seed-profile-parts.ts';
import { moreStateProfileInputs } from './seed-profiles-more-states.ts';
import { stateProfileInputs } from './seed-profiles-states.ts';
import { mediCalRecommendations } from './seed-recommendations.ts';
import { oregonProfileInput } from './seed-profiles-oregon.ts';

/**
 * The payer profiles the product starts with. Operators may change them later; these are data,
 * read by the engine like any other profile.
 *
 * "Medi-Cal fee-for-service" follows the DHCS fee-for-service chart for doula services:
 * rates for dates of service from 2024-01-01, and the lower earlier rates (Z1032 $126.31,
 * Z1034 $60.48, delivery codes $544.72) for 2023, the benefit's first year. DHCS published no
 * earlier rate we know of for T1032, T1033 and 59840: the 2023 version carries the 2024 amount
 * for them, marked unverified. Billing a charge at or above the allowed amount never loses money
 * (a payer pays the lower of the two), so carrying the later, higher rate back is the safe guess.
 *
 * "Commercial / other" is for every payer without a profile of its own (commercial plans,
 * TRICARE, Medicare and the rest): no Medi-Cal Z-codes and no XP modifier. Visits are billed by
 * time with T1032 (per 15 minutes, so each visit needs its length); labor and delivery and
 * pregnancy-loss support are billed per day with T1033. No commercial fee schedule is public,
 * so every amount is an estimate taken from the Medi-Cal 2024 chart (T1032 $40.53 per 15 minutes,
 * T1033 $685.07 for a birth and $250.85 for a loss), marked unverified. Its filing window is
 * 180 days from the date of service with a warning from day 90, because many plans allow only
 * 90 days while few allow less than 180.
 */

const mediCalLimits = [
  {
    id: 'initial',
    label: 'Initial visit',
    serviceTypes: ['Extended Initial Visit (90 minutes)'],
    max: 1,
    overLimit: 'error',
  },
  {
    id: 'prenatal-postpartum',
    label: 'Prenatal/postpartum',
    serviceTypes: ['Prenatal Visit', 'Postpartum Visit'],
    max: 8,
    // A second recommendation allows up to nine more postpartum visits.
    overLimit: 'warning',
  },
  {
    id: 'extended-postpartum',
    label: 'Extended postpartum',
    serviceTypes: ['Extended Postpartum Doula Support'],
    max: 2,
    overLimit: 'warning',
  },
  {
    id: 'delivery-or-loss',
    label: 'Delivery or loss',
    serviceTypes: [...deliveryAndLoss],
    max: 1,
    overLimit: 'error',
  },
] as const;

interface MediCalRates {
  initial: number;
  visit: number;
  extendedPer15: number;
  vaginal: number;
  vbac: number;
  cesarean: number;
  miscarriage: number;
  abortion: number;
}

type MediCalVersion = PayerProfileInput['versions'][number];

const mediCalSource = {
  title: 'Medi-Cal Provider Manual: Doula Services (DHCS), with its fee-for-service rates',
  citation: 'https://www.dhcs.ca.gov/provgovpart/pages/Doula-Services.aspx',
  readOn: '2026-12-02',
};

/** The chart's lines, each priced from the version's rates and unverified where it says so. */
function mediCalServices(
  rates: MediCalRates,
  unverified: readonly (keyof MediCalRates)[],
): MediCalVersion['services'] {
  const service = (
    serviceType: ServiceTypeName,
    procedureCode: string,
    unit: typeof perVisit | typeof per15Minutes,
    rate: keyof MediCalRates,
    diagnosisFits: string[],
  ) => ({
    serviceType,
    procedureCode,
    unit,
    allowedCents: rates[rate],
    rateVerified: !unverified.includes(rate),
    diagnosisFits,
    // DHCS pairs each line type with its diagnoses in a list not read here.
    unverified: ['diagnosisFits' as const],
  });
  return [
    // The first visit may come after the birth.
    service('Extended Initial Visit (90 minutes)', 'Z1032', perVisit, 'initial', [
      ...prenatalFits,
      ...postpartumFits,
    ]),
    service('Prenatal Visit', 'Z1034', perVisit, 'visit', prenatalFits),
    service('Postpartum Visit', 'Z1034', perVisit, 'visit', postpartumFits),
    service(
      'Extended Postpartum Doula Support',
      'T1032',
      per15Minutes,
      'extendedPer15',
      postpartumFits,
    ),
    service('Support for Vaginal Delivery', '59409', perVisit, 'vaginal', vaginalDeliveryFits),
    service('VBAC (Vaginal Birth After Cesarean)', '59612', perVisit, 'vbac', vbacFits),
    service('Cesarean Section', '59620', perVisit, 'cesarean', cesareanFits),
    service('Miscarriage Support', 'T1033', perVisit, 'miscarriage', miscarriageFits),
    service('Abortion Support', '59840', perVisit, 'abortion', abortionFits),
  ];
}

function mediCalVersion(
  effectiveFrom: string,
  effectiveTo: string | null,
  rates: MediCalRates,
  unverified: readonly (keyof MediCalRates)[],
): MediCalVersion {
  return {
    effectiveFrom,
    effectiveTo,
    source: mediCalSource,
    unverified: ['everyLineModifiers', 'visitsPerDay'],
    everyLineModifiers: ['XP'],
    telehealthModifiers,
    placeOfService,
    services: mediCalServices(rates, unverified),
    limitsPerPregnancy: mediCalLimits.map((limit) => ({
      ...limit,
      serviceTypes: [...limit.serviceTypes],
    })),
    visitsPerDay: { max: 1, overLimit: 'warning' },
    timelyFiling: {
      measuredFrom: 'end-of-service-month',
      reducedAfter: { amount: 6, unit: 'months' },
      limit: { amount: 12, unit: 'months' },
      warnDaysBefore: 30,
    },
    recommendations: mediCalRecommendations,
  };
}

const rates2024: MediCalRates = {
  initial: 19798,
  visit: 16211,
  extendedPer15: 4053,
  vaginal: 68507,
  vbac: 76869,
  cesarean: 79573,
  miscarriage: 25085,
  abortion: 25085,
};

const rates2023: MediCalRates = {
  ...rates2024,
  initial: 12631,
  visit: 6048,
  vaginal: 54472,
  vbac: 54472,
  cesarean: 54472,
};

export const MEDI_CAL_FFS_ID = 'medi-cal-ffs';
export const COMMERCIAL_ID = 'commercial-other';

const mediCalInput: PayerProfileInput = {
  id: MEDI_CAL_FFS_ID,
  name: 'Medi-Cal fee-for-service',
  medicaidState: 'CA',
  versions: [
    mediCalVersion('2023-01-01', '2023-12-31', rates2023, [
      'extendedPer15',
      'miscarriage',
      'abortion',
    ]),
    mediCalVersion('2024-01-01', null, rates2024, []),
  ],
};

const commercialVisit = (serviceType: ServiceTypeName, diagnosisFits: string[]) => ({
  serviceType,
  procedureCode: 'T1032',
  unit: per15Minutes,
  allowedCents: 4053,
  rateVerified: false,
  diagnosisFits,
});

const commercialPerDiem = (
  serviceType: ServiceTypeName,
  allowedCents: number,
  diagnosisFits: string[],
) => ({
  serviceType,
  procedureCode: 'T1033',
  unit: perVisit,
  allowedCents,
  rateVerified: false,
  diagnosisFits,
});

const commercialInput: PayerProfileInput = {
  id: COMMERCIAL_ID,
  name: 'Commercial / other',
  versions: [
    {
      effectiveFrom: '2023-01-01',
      effectiveTo: null,
      // No commercial plan publishes one schedule: the amounts are estimates (rateVerified).
      source: {
        title: 'Estimates from the Medi-Cal doula rates (no commercial fee schedule is published)',
        citation: mediCalSource.citation,
        readOn: mediCalSource.readOn,
      },
      unverified: ['limitsPerPregnancy', 'timelyFiling'],
      everyLineModifiers: [],
      telehealthModifiers,
      placeOfService,
      services: [
        commercialVisit('Extended Initial Visit (90 minutes)', [
          ...prenatalFits,
          ...postpartumFits,
        ]),
        commercialVisit('Prenatal Visit', prenatalFits),
        commercialVisit('Postpartum Visit', postpartumFits),
        commercialVisit('Extended Postpartum Doula Support', postpartumFits),
        commercialPerDiem('Support for Vaginal Delivery', 68507, vaginalDeliveryFits),
        commercialPerDiem('VBAC (Vaginal Birth After Cesarean)', 68507, vbacFits),
        commercialPerDiem('Cesarean Section', 68507, cesareanFits),
        commercialPerDiem('Miscarriage Support', 25085, miscarriageFits),
        commercialPerDiem('Abortion Support', 25085, abortionFits),
      ],
      // Plans set their own visit counts; only what is true of every pregnancy is checked.
      limitsPerPregnancy: [
        {
          ...mediCalLimits[0],
          serviceTypes: [...mediCalLimits[0].serviceTypes],
          overLimit: 'warning',
        },
        { ...mediCalLimits[3], serviceTypes: [...mediCalLimits[3].serviceTypes] },
      ],
      visitsPerDay: null,
      timelyFiling: {
        measuredFrom: 'date-of-service',
        reducedAfter: null,
        limit: { amount: 180, unit: 'days' },
        warnDaysBefore: 90,
      },
    },
  ],
};

/** Parsed like any operator-edited profile, so the seed can never hold what an edit could not. */
export const seedPayerProfiles: readonly PayerProfile[] = [
  mediCalInput,
  commercialInput,
  ...stateProfileInputs,
  ...moreStateProfileInputs,
  oregonProfileInput,
].map((input) => payerProfileSchema.parse(input));
