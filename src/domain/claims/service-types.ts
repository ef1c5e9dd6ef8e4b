/**
 * Service types by group, as the product fixes them, and the extra inputs each one needs. This list is
 * data: adding a type or an extra input here is all the form and the server need.
 * Only Extended Postpartum Doula Support needs an extra input (its
 * duration in minutes); codes and rates belong to payer profiles, not here.
 */
export interface ExtraInput {
  key: string;
  label: string;
  kind: 'text' | 'textarea';
  placeholder?: string;
  /** A positive whole number (e.g. minutes). */
  numeric?: boolean;
  maxLength: number;
}

export interface ServiceType {
  name: string;
  extraInputs: readonly ExtraInput[];
  /** How long the visit lasts when its type fixes it ("Extended Initial Visit (90 minutes)"). */
  minutes?: number;
}

/** The extra input that carries a visit's length in minutes (Extended Postpartum Doula Support). */
export const DURATION_INPUT_KEY = 'serviceDurationMinutes';

/** The one labor service a program may price apart when it followed an attempted VBAC. */
export const CESAREAN_SECTION = 'Cesarean Section';

export interface ServiceTypeGroup {
  group: string;
  types: readonly ServiceType[];
}

export const serviceTypeGroups = [
  {
    group: 'Prenatal',
    types: [
      { name: 'Extended Initial Visit (90 minutes)', extraInputs: [], minutes: 90 },
      { name: 'Prenatal Visit', extraInputs: [] },
    ],
  },
  {
    group: 'Postpartum',
    types: [
      { name: 'Postpartum Visit', extraInputs: [] },
      {
        name: 'Extended Postpartum Doula Support',
        extraInputs: [
          {
            key: DURATION_INPUT_KEY,
            label: 'Service Duration (minutes)',
            kind: 'text',
            placeholder: 'Enter duration (e.g., 180)',
            numeric: true,
            maxLength: 4,
          },
        ],
      },
    ],
  },
  {
    group: 'Labor & Delivery',
    types: [
      { name: 'Support for Vaginal Delivery', extraInputs: [] },
      { name: 'VBAC (Vaginal Birth After Cesarean)', extraInputs: [] },
      { name: 'Cesarean Section', extraInputs: [] },
    ],
  },
  {
    group: 'Pregnancy Loss',
    types: [
      { name: 'Miscarriage Support', extraInputs: [] },
      { name: 'Abortion Support', extraInputs: [] },
    ],
  },
] as const satisfies readonly ServiceTypeGroup[];

export type ServiceTypeName = (typeof serviceTypeGroups)[number]['types'][number]['name'];

const allTypes: readonly ServiceType[] = (serviceTypeGroups as readonly ServiceTypeGroup[]).flatMap(
  (group) => group.types,
);

export const serviceTypeNames = allTypes.map((type) => type.name) as [
  ServiceTypeName,
  ...ServiceTypeName[],
];

export function findServiceType(name: string): ServiceType | undefined {
  return allTypes.find((type) => type.name === name);
}

export function extraInputsFor(name: string): readonly ExtraInput[] {
  return findServiceType(name)?.extraInputs ?? [];
}

/** The visit's length its type fixes, if it fixes one. */
export function fixedMinutesOf(name: string): number | undefined {
  return findServiceType(name)?.minutes;
}

/** The group a service type is listed under ("Postpartum"), if it is one of the types. */
export function findServiceGroup(name: string): string | undefined {
  return (serviceTypeGroups as readonly ServiceTypeGroup[]).find((group) =>
    group.types.some((type) => type.name === name),
  )?.group;
}
