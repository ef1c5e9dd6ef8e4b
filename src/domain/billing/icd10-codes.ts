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
 *
 * One code a line: the code, `+` for a secondary-only code (else `-`), the title.
 */
export interface Icd10Code {
  /** Dotted, as written on paper claims: "Z33.1". */
  code: string;
  title: string;
  secondaryOnly: boolean;
}

const TABLE = `
Z32.2   - Encounter for childbirth instruction
Z33.1   - Pregnant state, incidental
Z33.2   - Encounter for elective termination of pregnancy
Z34.00  - Encounter for supervision of normal first pregnancy, unspecified trimester
Z34.01  - Encounter for supervision of normal first pregnancy, first trimester
Z34.02  - Encounter for supervision of normal first pregnancy, second trimester
Z34.03  - Encounter for supervision of normal first pregnancy, third trimester
Z34.80  - Encounter for supervision of normal other pregnancy, unspecified trimester
Z34.81  - Encounter for supervision of normal other pregnancy, first trimester
Z34.82  - Encounter for supervision of normal other pregnancy, second trimester
Z34.83  - Encounter for supervision of normal other pregnancy, third trimester
Z34.90  - Encounter for supervision of normal pregnancy, unspecified, unspecified trimester
Z34.91  - Encounter for supervision of normal pregnancy, unspecified, first trimester
Z34.92  - Encounter for supervision of normal pregnancy, unspecified, second trimester
Z34.93  - Encounter for supervision of normal pregnancy, unspecified, third trimester
Z3A.00  + Weeks of gestation of pregnancy not specified
Z3A.01  + Less than 8 weeks gestation of pregnancy
Z3A.08  + 8 weeks gestation of pregnancy
Z3A.09  + 9 weeks gestation of pregnancy
Z3A.10  + 10 weeks gestation of pregnancy
Z3A.11  + 11 weeks gestation of pregnancy
Z3A.12  + 12 weeks gestation of pregnancy
Z3A.13  + 13 weeks gestation of pregnancy
Z3A.14  + 14 weeks gestation of pregnancy
Z3A.15  + 15 weeks gestation of pregnancy
Z3A.16  + 16 weeks gestation of pregnancy
Z3A.17  + 17 weeks gestation of pregnancy
Z3A.18  + 18 weeks gestation of pregnancy
Z3A.19  + 19 weeks gestation of pregnancy
Z3A.20  + 20 weeks gestation of pregnancy
Z3A.21  + 21 weeks gestation of pregnancy
Z3A.22  + 22 weeks gestation of pregnancy
Z3A.23  + 23 weeks gestation of pregnancy
Z3A.24  + 24 weeks gestation of pregnancy
Z3A.25  + 25 weeks gestation of pregnancy
Z3A.26  + 26 weeks gestation of pregnancy
Z3A.27  + 27 weeks gestation of pregnancy
Z3A.28  + 28 weeks gestation of pregnancy
Z3A.29  + 29 weeks gestation of pregnancy
Z3A.30  + 30 weeks gestation of pregnancy
Z3A.31  + 31 weeks gestation of pregnancy
Z3A.32  + 32 weeks gestation of pregnancy
Z3A.33  + 33 weeks gestation of pregnancy
Z3A.34  + 34 weeks gestation of pregnancy
Z3A.35  + 35 weeks gestation of pregnancy
Z3A.36  + 36 weeks gestation of pregnancy
Z3A.37  + 37 weeks gestation of pregnancy
Z3A.38  + 38 weeks gestation of pregnancy
Z3A.39  + 39 weeks gestation of pregnancy
Z3A.40  + 40 weeks gestation of pregnancy
Z3A.41  + 41 weeks gestation of pregnancy
Z3A.42  + 42 weeks gestation of pregnancy
Z3A.49  + Greater than 42 weeks gestation of pregnancy
Z39.0   - Encounter for care and examination of mother immediately after delivery
Z39.1   - Encounter for care and examination of lactating mother
Z39.2   - Encounter for routine postpartum follow-up
O80     - Encounter for full-term uncomplicated delivery
O82     - Encounter for cesarean delivery without indication
O34.211 - Maternal care for low transverse scar from previous cesarean delivery
O34.212 - Maternal care for vertical scar from previous cesarean delivery
O34.218 - Maternal care for other type scar from previous cesarean delivery
O34.219 - Maternal care for unspecified type scar from previous cesarean delivery
Z37.0   + Single live birth
Z37.1   + Single stillbirth
Z37.2   + Twins, both liveborn
Z37.3   + Twins, one liveborn and one stillborn
Z37.4   + Twins, both stillborn
Z37.50  + Multiple births, unspecified, all liveborn
Z37.51  + Triplets, all liveborn
Z37.52  + Quadruplets, all liveborn
Z37.53  + Quintuplets, all liveborn
Z37.54  + Sextuplets, all liveborn
Z37.59  + Other multiple births, all liveborn
Z37.60  + Multiple births, unspecified, some liveborn
Z37.61  + Triplets, some liveborn
Z37.62  + Quadruplets, some liveborn
Z37.63  + Quintuplets, some liveborn
Z37.64  + Sextuplets, some liveborn
Z37.69  + Other multiple births, some liveborn
Z37.7   + Other multiple births, all stillborn
Z37.9   + Outcome of delivery, unspecified
O02.1   - Missed abortion
O03.0   - Genital tract and pelvic infection following incomplete spontaneous abortion
O03.1   - Delayed or excessive hemorrhage following incomplete spontaneous abortion
O03.2   - Embolism following incomplete spontaneous abortion
O03.30  - Unspecified complication following incomplete spontaneous abortion
O03.31  - Shock following incomplete spontaneous abortion
O03.32  - Renal failure following incomplete spontaneous abortion
O03.33  - Metabolic disorder following incomplete spontaneous abortion
O03.34  - Damage to pelvic organs following incomplete spontaneous abortion
O03.35  - Other venous complications following incomplete spontaneous abortion
O03.36  - Cardiac arrest following incomplete spontaneous abortion
O03.37  - Sepsis following incomplete spontaneous abortion
O03.38  - Urinary tract infection following incomplete spontaneous abortion
O03.39  - Incomplete spontaneous abortion with other complications
O03.4   - Incomplete spontaneous abortion without complication
O03.5   - Genital tract and pelvic infection following complete or unspecified spontaneous abortion
O03.6   - Delayed or excessive hemorrhage following complete or unspecified spontaneous abortion
O03.7   - Embolism following complete or unspecified spontaneous abortion
O03.80  - Unspecified complication following complete or unspecified spontaneous abortion
O03.81  - Shock following complete or unspecified spontaneous abortion
O03.82  - Renal failure following complete or unspecified spontaneous abortion
O03.83  - Metabolic disorder following complete or unspecified spontaneous abortion
O03.84  - Damage to pelvic organs following complete or unspecified spontaneous abortion
O03.85  - Other venous complications following complete or unspecified spontaneous abortion
O03.86  - Cardiac arrest following complete or unspecified spontaneous abortion
O03.87  - Sepsis following complete or unspecified spontaneous abortion
O03.88  - Urinary tract infection following complete or unspecified spontaneous abortion
O03.89  - Complete or unspecified spontaneous abortion with other complications
O03.9   - Complete or unspecified spontaneous abortion without complication
O04.5   - Genital tract and pelvic infection following (induced) termination of pregnancy
O04.6   - Delayed or excessive hemorrhage following (induced) termination of pregnancy
O04.7   - Embolism following (induced) termination of pregnancy
O04.80  - (Induced) termination of pregnancy with unspecified complications
O04.81  - Shock following (induced) termination of pregnancy
O04.82  - Renal failure following (induced) termination of pregnancy
O04.83  - Metabolic disorder following (induced) termination of pregnancy
O04.84  - Damage to pelvic organs following (induced) termination of pregnancy
O04.85  - Other venous complications following (induced) termination of pregnancy
O04.86  - Cardiac arrest following (induced) termination of pregnancy
O04.87  - Sepsis following (induced) termination of pregnancy
O04.88  - Urinary tract infection following (induced) termination of pregnancy
O04.89  - (Induced) termination of pregnancy with other complications
`;

export const icd10Codes: readonly Icd10Code[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [, code, mark, title] = /^(\S+)\s+([+-]) (.+)$/.exec(line)!;
    return { code: code!, title: title!, secondaryOnly: mark === '+' };
  });
