/**
 * A small ICD-10-CM subset for pregnancy-related doula care, kept as data.
 *
 * Source: ICD-10-CM Tabular List of Diseases and Injuries, fiscal year 2025 release (National
 * Center for Health Statistics and the Centers for Medicare & Medicaid Services), chapters 15
 * (O00-O9A, pregnancy, childbirth and the puerperium) and 21 (Z30-Z39, persons encountering
 * health services in circumstances related to reproduction). Every code here is a billable
 * (complete) code of that release. `title` is the official full title rather than the
 * abbreviated 60-character short description, because doulas search and read it in plain words.
 *
 * `secondaryOnly` marks codes the coding guidelines allow only as an additional code, never as
 * the first (principal) diagnosis: weeks of gestation (Z3A) and outcome of delivery (Z37).
 * To extend the list, add rows here and the matching fits to the payer profiles.
 */
export interface Icd10Code {
  /** Dotted, as written on paper claims: "Z33.1". */
  code: string;
  title: string;
  secondaryOnly: boolean;
}

export const ICD10_CM_SOURCE =
  'ICD-10-CM Tabular List, FY2025 release (NCHS / CMS), pregnancy-related subset';

export const icd10Codes: readonly Icd10Code[] = [
  { code: 'Z32.2', title: 'Encounter for childbirth instruction', secondaryOnly: false },
  { code: 'Z33.1', title: 'Pregnant state, incidental', secondaryOnly: false },
  { code: 'Z33.2', title: 'Encounter for elective termination of pregnancy', secondaryOnly: false },
  {
    code: 'Z34.00',
    title: 'Encounter for supervision of normal first pregnancy, unspecified trimester',
    secondaryOnly: false,
  },
  {
    code: 'Z34.01',
    title: 'Encounter for supervision of normal first pregnancy, first trimester',
    secondaryOnly: false,
  },
  {
    code: 'Z34.02',
    title: 'Encounter for supervision of normal first pregnancy, second trimester',
    secondaryOnly: false,
  },
  {
    code: 'Z34.03',
    title: 'Encounter for supervision of normal first pregnancy, third trimester',
    secondaryOnly: false,
  },
  {
    code: 'Z34.80',
    title: 'Encounter for supervision of normal other pregnancy, unspecified trimester',
    secondaryOnly: false,
  },
  {
    code: 'Z34.81',
    title: 'Encounter for supervision of normal other pregnancy, first trimester',
    secondaryOnly: false,
  },
  {
    code: 'Z34.82',
    title: 'Encounter for supervision of normal other pregnancy, second trimester',
    secondaryOnly: false,
  },
  {
    code: 'Z34.83',
    title: 'Encounter for supervision of normal other pregnancy, third trimester',
    secondaryOnly: false,
  },
  {
    code: 'Z34.90',
    title: 'Encounter for supervision of normal pregnancy, unspecified, unspecified trimester',
    secondaryOnly: false,
  },
  {
    code: 'Z34.91',
    title: 'Encounter for supervision of normal pregnancy, unspecified, first trimester',
    secondaryOnly: false,
  },
  {
    code: 'Z34.92',
    title: 'Encounter for supervision of normal pregnancy, unspecified, second trimester',
    secondaryOnly: false,
  },
  {
    code: 'Z34.93',
    title: 'Encounter for supervision of normal pregnancy, unspecified, third trimester',
    secondaryOnly: false,
  },
  { code: 'Z3A.00', title: 'Weeks of gestation of pregnancy not specified', secondaryOnly: true },
  { code: 'Z3A.01', title: 'Less than 8 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.08', title: '8 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.09', title: '9 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.10', title: '10 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.11', title: '11 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.12', title: '12 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.13', title: '13 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.14', title: '14 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.15', title: '15 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.16', title: '16 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.17', title: '17 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.18', title: '18 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.19', title: '19 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.20', title: '20 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.21', title: '21 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.22', title: '22 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.23', title: '23 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.24', title: '24 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.25', title: '25 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.26', title: '26 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.27', title: '27 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.28', title: '28 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.29', title: '29 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.30', title: '30 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.31', title: '31 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.32', title: '32 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.33', title: '33 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.34', title: '34 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.35', title: '35 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.36', title: '36 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.37', title: '37 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.38', title: '38 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.39', title: '39 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.40', title: '40 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.41', title: '41 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.42', title: '42 weeks gestation of pregnancy', secondaryOnly: true },
  { code: 'Z3A.49', title: 'Greater than 42 weeks gestation of pregnancy', secondaryOnly: true },
  {
    code: 'Z39.0',
    title: 'Encounter for care and examination of mother immediately after delivery',
    secondaryOnly: false,
  },
  {
    code: 'Z39.1',
    title: 'Encounter for care and examination of lactating mother',
    secondaryOnly: false,
  },
  { code: 'Z39.2', title: 'Encounter for routine postpartum follow-up', secondaryOnly: false },
  { code: 'O80', title: 'Encounter for full-term uncomplicated delivery', secondaryOnly: false },
  {
    code: 'O82',
    title: 'Encounter for cesarean delivery without indication',
    secondaryOnly: false,
  },
  {
    code: 'O34.211',
    title: 'Maternal care for low transverse scar from previous cesarean delivery',
    secondaryOnly: false,
  },
  {
    code: 'O34.212',
    title: 'Maternal care for vertical scar from previous cesarean delivery',
    secondaryOnly: false,
  },
  {
    code: 'O34.218',
    title: 'Maternal care for other type scar from previous cesarean delivery',
    secondaryOnly: false,
  },
  {
    code: 'O34.219',
    title: 'Maternal care for unspecified type scar from previous cesarean delivery',
    secondaryOnly: false,
  },
  { code: 'Z37.0', title: 'Single live birth', secondaryOnly: true },
  { code: 'Z37.1', title: 'Single stillbirth', secondaryOnly: true },
  { code: 'Z37.2', title: 'Twins, both liveborn', secondaryOnly: true },
  { code: 'Z37.3', title: 'Twins, one liveborn and one stillborn', secondaryOnly: true },
  { code: 'Z37.4', title: 'Twins, both stillborn', secondaryOnly: true },
  { code: 'Z37.50', title: 'Multiple births, unspecified, all liveborn', secondaryOnly: true },
  { code: 'Z37.51', title: 'Triplets, all liveborn', secondaryOnly: true },
  { code: 'Z37.52', title: 'Quadruplets, all liveborn', secondaryOnly: true },
  { code: 'Z37.53', title: 'Quintuplets, all liveborn', secondaryOnly: true },
  { code: 'Z37.54', title: 'Sextuplets, all liveborn', secondaryOnly: true },
  { code: 'Z37.59', title: 'Other multiple births, all liveborn', secondaryOnly: true },
  { code: 'Z37.60', title: 'Multiple births, unspecified, some liveborn', secondaryOnly: true },
  { code: 'Z37.61', title: 'Triplets, some liveborn', secondaryOnly: true },
  { code: 'Z37.62', title: 'Quadruplets, some liveborn', secondaryOnly: true },
  { code: 'Z37.63', title: 'Quintuplets, some liveborn', secondaryOnly: true },
  { code: 'Z37.64', title: 'Sextuplets, some liveborn', secondaryOnly: true },
  { code: 'Z37.69', title: 'Other multiple births, some liveborn', secondaryOnly: true },
  { code: 'Z37.7', title: 'Other multiple births, all stillborn', secondaryOnly: true },
  { code: 'Z37.9', title: 'Outcome of delivery, unspecified', secondaryOnly: true },
  { code: 'O02.1', title: 'Missed abortion', secondaryOnly: false },
  {
    code: 'O03.0',
    title: 'Genital tract and pelvic infection following incomplete spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.1',
    title: 'Delayed or excessive hemorrhage following incomplete spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.2',
    title: 'Embolism following incomplete spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.30',
    title: 'Unspecified complication following incomplete spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.31',
    title: 'Shock following incomplete spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.32',
    title: 'Renal failure following incomplete spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.33',
    title: 'Metabolic disorder following incomplete spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.34',
    title: 'Damage to pelvic organs following incomplete spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.35',
    title: 'Other venous complications following incomplete spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.36',
    title: 'Cardiac arrest following incomplete spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.37',
    title: 'Sepsis following incomplete spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.38',
    title: 'Urinary tract infection following incomplete spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.39',
    title: 'Incomplete spontaneous abortion with other complications',
    secondaryOnly: false,
  },
  {
    code: 'O03.4',
    title: 'Incomplete spontaneous abortion without complication',
    secondaryOnly: false,
  },
  {
    code: 'O03.5',
    title:
      'Genital tract and pelvic infection following complete or unspecified spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.6',
    title: 'Delayed or excessive hemorrhage following complete or unspecified spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.7',
    title: 'Embolism following complete or unspecified spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.80',
    title: 'Unspecified complication following complete or unspecified spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.81',
    title: 'Shock following complete or unspecified spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.82',
    title: 'Renal failure following complete or unspecified spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.83',
    title: 'Metabolic disorder following complete or unspecified spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.84',
    title: 'Damage to pelvic organs following complete or unspecified spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.85',
    title: 'Other venous complications following complete or unspecified spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.86',
    title: 'Cardiac arrest following complete or unspecified spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.87',
    title: 'Sepsis following complete or unspecified spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.88',
    title: 'Urinary tract infection following complete or unspecified spontaneous abortion',
    secondaryOnly: false,
  },
  {
    code: 'O03.89',
    title: 'Complete or unspecified spontaneous abortion with other complications',
    secondaryOnly: false,
  },
  {
    code: 'O03.9',
    title: 'Complete or unspecified spontaneous abortion without complication',
    secondaryOnly: false,
  },
  {
    code: 'O04.5',
    title: 'Genital tract and pelvic infection following (induced) termination of pregnancy',
    secondaryOnly: false,
  },
  {
    code: 'O04.6',
    title: 'Delayed or excessive hemorrhage following (induced) termination of pregnancy',
    secondaryOnly: false,
  },
  {
    code: 'O04.7',
    title: 'Embolism following (induced) termination of pregnancy',
    secondaryOnly: false,
  },
  {
    code: 'O04.80',
    title: '(Induced) termination of pregnancy with unspecified complications',
    secondaryOnly: false,
  },
  {
    code: 'O04.81',
    title: 'Shock following (induced) termination of pregnancy',
    secondaryOnly: false,
  },
  {
    code: 'O04.82',
    title: 'Renal failure following (induced) termination of pregnancy',
    secondaryOnly: false,
  },
  {
    code: 'O04.83',
    title: 'Metabolic disorder following (induced) termination of pregnancy',
    secondaryOnly: false,
  },
  {
    code: 'O04.84',
    title: 'Damage to pelvic organs following (induced) termination of pregnancy',
    secondaryOnly: false,
  },
  {
    code: 'O04.85',
    title: 'Other venous complications following (induced) termination of pregnancy',
    secondaryOnly: false,
  },
  {
    code: 'O04.86',
    title: 'Cardiac arrest following (induced) termination of pregnancy',
    secondaryOnly: false,
  },
  {
    code: 'O04.87',
    title: 'Sepsis following (induced) termination of pregnancy',
    secondaryOnly: false,
  },
  {
    code: 'O04.88',
    title: 'Urinary tract infection following (induced) termination of pregnancy',
    secondaryOnly: false,
  },
  {
    code: 'O04.89',
    title: '(Induced) termination of pregnancy with other complications',
    secondaryOnly: false,
  },
];
