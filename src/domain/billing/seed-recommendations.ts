import { licenceTypes, type RecommendationRulesInput } from './recommendation-rules.ts';
import { laborTypes, READ_ON, visitTypes } from './seed-state-builders.ts';
import { deliveryAndLoss } from './seed-profile-parts.ts';

/**
 * Recommendation rules of the seeded programs. Medi-Cal's from the DHCS doula page (a standing
 * recommendation covers the first visits; a second recommendation from a licensed provider allows
 * up to nine more postpartum visits); New York's standing order of 2024-06-10 and Oklahoma's
 * referral form from the state texts; Michigan's standing recommendation only from secondary
 * sources. What no source gave (an order's date or exact reach, how long a form is good for) is
 * marked unverified rather than guessed: a null date is not shown, a null length never expires.
 */

const everyLicence = licenceTypes;

const mediCalSource = {
  title: 'Medi-Cal Provider Manual: Doula Services (DHCS): the standing and second recommendation',
  citation: 'https://www.dhcs.ca.gov/provgovpart/pages/Doula-Services.aspx',
  readOn: READ_ON,
};

export const mediCalRecommendations: RecommendationRulesInput = {
  standingOrder: {
    name: 'California’s standing recommendation',
    issuer: 'California Department of Health Care Services (DHCS)',
    date: null,
    covers: [
      // One initial visit and up to eight more, any mix of prenatal and postpartum.
      {
        serviceTypes: ['Extended Initial Visit (90 minutes)', 'Prenatal Visit', 'Postpartum Visit'],
        visits: 9,
      },
      { serviceTypes: ['Extended Postpartum Doula Support'], visits: 2 },
      { serviceTypes: [...deliveryAndLoss], visits: null },
    ],
    source: mediCalSource,
  },
  perClient: [
    {
      id: 'second-recommendation',
      formName: 'a second recommendation from a licensed provider',
      serviceTypes: ['Postpartum Visit'],
      signers: [...everyLicence],
      goodForMonths: null,
      visits: 9,
      extendsLimit: 'prenatal-postpartum',
      source: mediCalSource,
    },
  ],
  unverified: ['standingOrderDate', 'goodFor'],
};

export const newYorkRecommendations: RecommendationRulesInput = {
  standingOrder: {
    name: 'New York’s standing order',
    issuer: 'New York State Department of Health',
    date: '2024-06-10',
    covers: [{ serviceTypes: [...visitTypes, ...laborTypes], visits: null }],
    source: {
      title: 'New York State Medicaid Doula Services Benefit: statewide standing order',
      citation: 'https://www.health.ny.gov/health_care/medicaid/program/doula/',
      readOn: READ_ON,
    },
  },
  perClient: [],
  // The order's reach over each visit type and its issuing office were not read in its text.
  unverified: ['standingOrderCovers', 'standingOrderIssuer'],
};

export const michiganRecommendations: RecommendationRulesInput = {
  standingOrder: {
    name: 'Michigan’s standing recommendation',
    issuer: 'Michigan Department of Health and Human Services (MDHHS)',
    date: null,
    covers: [{ serviceTypes: [...visitTypes, ...laborTypes], visits: null }],
    source: {
      title: 'MDHHS Doula Initiative (secondary summaries: a statewide standing recommendation)',
      citation:
        'https://www.michigan.gov/mdhhs/keep-mi-healthy/maternal-and-infant-health/mdhhs-doula-initiative',
      readOn: READ_ON,
    },
  },
  perClient: [],
  unverified: ['standingOrderDate', 'standingOrderIssuer', 'standingOrderCovers'],
};

export const oklahomaRecommendations: RecommendationRulesInput = {
  standingOrder: null,
  perClient: [
    {
      id: 'referral-form',
      formName: 'a referral form from an OB, CNM, physician, PA or CNP',
      serviceTypes: [...visitTypes, ...laborTypes],
      signers: [
        'obstetrician',
        'certified-nurse-midwife',
        'physician',
        'physician-assistant',
        'nurse-practitioner',
      ],
      goodForMonths: null,
      visits: null,
      source: {
        title: 'OAC 317:30-5-1217, Doula services: the referral kept on file (OHCA)',
        citation:
          'https://oklahoma.gov/ohca/policies-and-rules/xpolicy/medical-providers-fee-for-service/individual-providers-and-specialties/doula/doula-coverage.html',
        readOn: READ_ON,
      },
    },
  ],
  // The form covers the pregnancy's visits as far as read; how long it is good for was not given.
  unverified: ['goodFor', 'visits'],
};
