/**
 * The procedure codes, modifiers and places of service a payer profile may use. A profile that
 * names anything else is refused, so a typing slip in a profile can never reach a claim.
 * Descriptions are the national descriptors, shortened to plain words.
 */

export interface CodeEntry {
  code: string;
  description: string;
}

/** HCPCS Level II and CPT codes for doula services. */
export const procedureCodes: readonly CodeEntry[] = [
  { code: 'Z1032', description: 'Doula extended initial visit (Medi-Cal local code)' },
  { code: 'Z1034', description: 'Doula prenatal or postpartum visit (Medi-Cal local code)' },
  {
    code: 'Z1038',
    description: 'Doula additional postpartum visit, with a second recommendation (Medi-Cal)',
  },
  { code: 'T1032', description: 'Services performed by a doula birth worker, per 15 minutes' },
  { code: 'T1033', description: 'Services performed by a doula birth worker, per diem' },
  { code: '59409', description: 'Vaginal delivery only' },
  { code: '59514', description: 'Cesarean delivery only' },
  { code: '59612', description: 'Vaginal delivery only, after previous cesarean delivery' },
  { code: '59620', description: 'Cesarean delivery only, following attempted vaginal delivery' },
  { code: '59430', description: 'Postpartum care only' },
  { code: '59840', description: 'Induced abortion, by dilation and curettage' },
  { code: '59899', description: 'Unlisted procedure, maternity care and delivery' },
];

export const modifierCodes: readonly CodeEntry[] = [
  { code: 'XP', description: 'Separate practitioner' },
  { code: '95', description: 'Synchronous telehealth, audio and video' },
  { code: '93', description: 'Synchronous telehealth, audio only' },
  { code: 'HD', description: 'Pregnant or parenting women’s program' },
  { code: 'U9', description: 'Medicaid level of care 9, as the state defines it' },
];

/** CMS place-of-service codes the product can bill. */
export const placeOfServiceCodes: readonly CodeEntry[] = [
  { code: '02', description: 'Telehealth provided other than in the patient’s home' },
  { code: '10', description: 'Telehealth provided in the patient’s home' },
  { code: '11', description: 'Office' },
  { code: '12', description: 'Home' },
  { code: '21', description: 'Inpatient hospital' },
  { code: '22', description: 'On-campus outpatient hospital' },
  { code: '25', description: 'Birthing center' },
];

const has = (list: readonly CodeEntry[], code: string) => list.some((entry) => entry.code === code);

export const isProcedureCode = (code: string) => has(procedureCodes, code);
export const isModifierCode = (code: string) => has(modifierCodes, code);
export const isPlaceOfServiceCode = (code: string) => has(placeOfServiceCodes, code);

/** Kinds of facility, each billed with its own place of service. */
export const facilityKinds = ['hospital', 'birthing-center', 'clinic'] as const;
export type FacilityKind = (typeof facilityKinds)[number];

export const facilityKindLabel: Record<FacilityKind, string> = {
  hospital: 'Hospital',
  'birthing-center': 'Birthing center',
  clinic: 'Clinic or office',
};

export function isFacilityKind(value: string): value is FacilityKind {
  return (facilityKinds as readonly string[]).includes(value);
}
