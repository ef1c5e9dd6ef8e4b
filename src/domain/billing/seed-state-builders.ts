import type { ServiceTypeName } from '#domain/claims/service-types';
import type { PayerProfileInput } from './payer-profile.ts';
import {
  cesareanFits,
  perVisit,
  postpartumFits,
  prenatalFits,
  vaginalDeliveryFits,
  vbacFits,
} from './seed-profile-parts.ts';

/**
 * Building blocks of the state programs seeded beyond Oklahoma and Maryland: a service rule whose
 * rate no state text gives (shown to her as an estimate), the three labor services in person,
 * and a limit written as data.
 */

export type Version = PayerProfileInput['versions'][number];
export type Service = Version['services'][number];

/** The date every source of these programs was read. */
export const READ_ON = '2026-12-02';

/**
 * Estimates where a program publishes no rate we could read: the Medi-Cal 2024 chart's amount for
 * the same kind of service, as the commercial profile's estimates are. Charging at or above the
 * allowed amount loses nothing (a payer pays the lower of the two).
 */
export const ESTIMATE_VISIT_CENTS = 16211;
export const ESTIMATE_LABOR_CENTS = 68507;

export const visitTypes = [
  'Extended Initial Visit (90 minutes)',
  'Prenatal Visit',
  'Postpartum Visit',
  'Extended Postpartum Doula Support',
] as const satisfies readonly ServiceTypeName[];

export const laborTypes = [
  'Support for Vaginal Delivery',
  'VBAC (Vaginal Birth After Cesarean)',
  'Cesarean Section',
] as const satisfies readonly ServiceTypeName[];

const laborFits: Record<(typeof laborTypes)[number], string[]> = {
  'Support for Vaginal Delivery': vaginalDeliveryFits,
  'VBAC (Vaginal Birth After Cesarean)': vbacFits,
  'Cesarean Section': cesareanFits,
};

/** A service rule marked as an estimate: no state text we read gives its rate. */
export function estimated(
  serviceType: ServiceTypeName,
  procedureCode: string,
  unit: Service['unit'],
  allowedCents: number,
  diagnosisFits: string[],
  more: Partial<Service> = {},
): Service {
  return {
    serviceType,
    procedureCode,
    unit,
    allowedCents,
    rateVerified: false,
    diagnosisFits,
    ...more,
  };
}

/**
 * The three labor services, billed once in person (no program here pays labor by telehealth),
 * each with the diagnoses of its delivery and any the program wants on every line.
 */
export function laborServices(
  procedureCode: string,
  allowedCents: number,
  more: Partial<Service> & { everyLine?: string[] } = {},
): Service[] {
  const { everyLine = [], ...rest } = more;
  return laborTypes.map((serviceType) =>
    estimated(
      serviceType,
      procedureCode,
      perVisit,
      allowedCents,
      [...everyLine, ...laborFits[serviceType]],
      {
        visitKinds: ['in-person'],
        ...rest,
      },
    ),
  );
}

export interface SeedLimit {
  id: string;
  label: string;
  serviceTypes: ServiceTypeName[];
  counts?: 'visits' | 'units' | 'dollars';
  per?: 'pregnancy' | 'rolling-12-months' | 'day';
  max: number;
  overLimit: 'warning' | 'error';
}

/** A limit: "Labor and delivery: 1 visit per pregnancy", past it a warning or an error. */
export function limit(
  id: string,
  label: string,
  serviceTypes: readonly ServiceTypeName[],
  max: number,
  overLimit: SeedLimit['overLimit'],
  more: Pick<SeedLimit, 'counts' | 'per'> = {},
): SeedLimit {
  return { id, label, serviceTypes: [...serviceTypes], max, overLimit, ...more };
}

/** One labor and delivery a pregnancy: every program here pays one. */
export const oneLabor = limit('labor', 'Labor and delivery', laborTypes, 1, 'error');

/** Claims due within `amount` of the date of service, with no reduced payment before that. */
export const filingWithin = (
  amount: number,
  unit: 'days' | 'months',
  warnDaysBefore = 30,
): Version['timelyFiling'] => ({
  measuredFrom: 'date-of-service',
  reducedAfter: null,
  limit: { amount, unit },
  warnDaysBefore,
});

/** The four visit services, each with the diagnoses of its kind, as `visit` codes and prices them. */
export const visitServices = (
  visit: (serviceType: (typeof visitTypes)[number], fits: string[]) => Service,
): Service[] => [
  visit('Extended Initial Visit (90 minutes)', prenatalFits),
  visit('Prenatal Visit', prenatalFits),
  visit('Postpartum Visit', postpartumFits),
  visit('Extended Postpartum Doula Support', postpartumFits),
];
