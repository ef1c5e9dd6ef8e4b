import type { UsStateCode } from '#domain/records/us-states';
import type { VersionSource } from './program-rules.ts';

/**
 * The largest managed-care plans of the state Medicaid programs the product bills, each named
 * with its program and with the page that lists it. No plan's 837P payer ID could be checked
 * (plans publish theirs by clearinghouse), so none is given: like a state program with no
 * listed payer, she picks the plan and types the payer ID on the card. A plan is billed by its
 * state's program (no plan read here bills doulas differently from the state's fee-for-service;
 * Oregon's CCOs may, but no CCO's own doula rules were found, so the program's birth package is
 * the best guess until one is read); an operator who learns a plan's payer ID maps it to a
 * profile of its own if it does.
 */

export interface StateMedicaidPlan {
  /** The plan and the program it serves, so that the same company in two states reads apart. */
  name: string;
  state: UsStateCode;
  source: VersionSource;
}

const READ_ON = '2026-12-02';

const washington: VersionSource = {
  title: 'HCA, Apple Health (Medicaid) and managed care reports: the five managed care plans',
  citation: 'https://hca.wa.gov/about-hca/apple-health-medicaid-reports',
  readOn: READ_ON,
};
const newJersey: VersionSource = {
  title: 'NJ DMAHS, Managed care: the five NJ FamilyCare health plans',
  citation: 'https://www.nj.gov/humanservices/dmahs/info/resources/care/index.html',
  readOn: READ_ON,
};
const michigan: VersionSource = {
  title:
    'MSHO, Medicaid health plan changes from October 1, 2024 (secondary, from MDHHS’s contract awards)',
  citation: 'https://msho.org/aws/MSHO/pt/sd/news_article/571580/_blank/layout_details/false',
  readOn: READ_ON,
};
const virginia: VersionSource = {
  title: 'DMAS, Cardinal Care: the five managed care plans from July 1, 2025',
  citation: 'https://www.dmas.virginia.gov/for-members/cardinal-care',
  readOn: READ_ON,
};

const oklahoma: VersionSource = {
  title: 'OHCA, Learn about SoonerSelect: the three health plans',
  citation: 'https://www.oklahoma.gov/ohca/soonerselect/about.html',
  readOn: READ_ON,
};
const maryland: VersionSource = {
  title: 'Maryland Health Connection, Online enrollment in a managed care organization: the MCOs',
  citation: 'https://www.marylandhbe.com/online-enrollment-managed-care-organization/',
  readOn: READ_ON,
};
const oregon: VersionSource = {
  title:
    'AOC, CCO contracts announced (secondary, from OHA’s 2020–2024 awards; OHA’s CCO page lists them by area)',
  citation: 'https://oregoncounties.org/cco-contacts-announced-changes-underway/',
  readOn: READ_ON,
};

const plans = (
  state: UsStateCode,
  program: string,
  source: VersionSource,
  names: readonly string[],
): StateMedicaidPlan[] => names.map((name) => ({ name: `${name} (${program})`, state, source }));

export const stateMedicaidPlans: readonly StateMedicaidPlan[] = [
  ...plans('WA', 'Washington Apple Health', washington, [
    'Community Health Plan of Washington',
    'Coordinated Care',
    'Molina Healthcare of Washington',
    'UnitedHealthcare Community Plan',
    'Wellpoint Washington',
  ]),
  ...plans('NJ', 'NJ FamilyCare', newJersey, [
    'Aetna Better Health of New Jersey',
    'Fidelis Care',
    'Horizon NJ Health',
    'UnitedHealthcare Community Plan',
    'Wellpoint',
  ]),
  ...plans('MI', 'Michigan Medicaid', michigan, [
    'Blue Cross Complete',
    'McLaren Health Plan',
    'Meridian',
    'Molina Healthcare of Michigan',
    'Priority Health',
    'UnitedHealthcare Community Plan',
  ]),
  ...plans('OK', 'SoonerSelect', oklahoma, [
    'Aetna Better Health of Oklahoma',
    'Humana Healthy Horizons of Oklahoma',
    'Oklahoma Complete Health',
  ]),
  ...plans('MD', 'Maryland HealthChoice', maryland, [
    'Amerigroup Community Care',
    'Jai Medical Systems',
    'Kaiser Permanente',
    'Maryland Physicians Care',
    'MedStar Family Choice',
    'Priority Partners',
    'UnitedHealthcare Community Plan',
    'University of Maryland Health Partners',
  ]),
  ...plans('OR', 'Oregon Health Plan CCO', oregon, [
    'Advanced Health',
    'AllCare CCO',
    'Cascade Health Alliance',
    'Columbia Pacific CCO',
    'Eastern Oregon CCO',
    'HealthShare of Oregon',
    'InterCommunity Health Network CCO',
    'Jackson Care Connect',
    'PacificSource Community Solutions',
    'Trillium Community Health Plan',
    'Umpqua Health Alliance',
    'Yamhill Community Care',
  ]),
  ...plans('VA', 'Virginia Cardinal Care', virginia, [
    'Aetna Better Health of Virginia',
    'Anthem HealthKeepers Plus',
    'Humana Healthy Horizons of Virginia',
    'Sentara Health Plans',
    'UnitedHealthcare Community Plan',
  ]),
];
