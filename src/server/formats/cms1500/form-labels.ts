/**
 * The printed words of the form beyond each box's title (boxes.ts): check-box captions, column
 * headings of box 24, small letters, the header and the footer. Only the "with the form drawn"
 * mode prints them, in the same grid as the data, so they never sit where a value goes.
 */
export interface FormLabel {
  text: string;
  line: number;
  col: number;
  /** Top or bottom half of the line, or centred on it (beside check boxes). */
  pos?: 'top' | 'bottom' | 'middle';
  /** 'end': the text ends just left of `col` (a caption before its check box). */
  anchor?: 'end';
  size?: number;
  bold?: boolean;
}

const SMALL = 4.6;

const top = (text: string, line: number, col: number, size?: number): FormLabel =>
  size ? { text, line, col, pos: 'top', size } : { text, line, col, pos: 'top' };
const bottom = (text: string, line: number, col: number, size = SMALL): FormLabel => ({
  text,
  line,
  col,
  pos: 'bottom',
  size,
});
const beside = (text: string, line: number, col: number): FormLabel => ({
  text,
  line,
  col,
  pos: 'middle',
});
const before = (text: string, line: number, col: number): FormLabel => ({
  text,
  line,
  col,
  pos: 'middle',
  anchor: 'end',
});

/** Service-date column headings "MM DD YY" over a date that starts at `col`. */
const dateHeads = (line: number, col: number, year = 'YY'): FormLabel[] => [
  bottom('MM', line, col),
  bottom('DD', line, col + 3),
  bottom(year, line, col + 6),
];

export const formLabels: readonly FormLabel[] = [
  { text: '1500', line: 2, col: 1, pos: 'bottom', size: 16, bold: true },
  { text: 'HEALTH INSURANCE CLAIM FORM', line: 4, col: 1, pos: 'middle', size: 9, bold: true },
  bottom('APPROVED BY NATIONAL UNIFORM CLAIM COMMITTEE (NUCC) 02/12', 5, 1, 5),
  beside('PICA', 6, 2),
  beside('PICA', 6, 75),
  // Box 1: program names over the check boxes, ID hints beside them.
  ...(
    [
      ['MEDICARE', '(Medicare#)', 1],
      ['MEDICAID', '(Medicaid#)', 8],
      ['TRICARE', '(ID#/DoD#)', 15],
      ['CHAMPVA', '(Member ID#)', 24],
      ['GROUP HEALTH PLAN', '(ID#)', 31],
      ['FECA BLK LUNG', '(ID#)', 39],
      ['OTHER', '(ID#)', 45],
    ] as const
  ).flatMap(([name, hint, col]): FormLabel[] => [bottom(name, 7, col), beside(hint, 8, col + 1)]),
  ...dateHeads(9, 31),
  bottom('SEX', 9, 42),
  before('M', 10, 42),
  before('F', 10, 47),
  before('Self', 12, 33),
  before('Spouse', 12, 38),
  before('Child', 12, 42),
  before('Other', 12, 47),
  ...[20, 22, 24].flatMap((line) => [beside('YES', line, 36), beside('NO', line, 42)]),
  bottom('PLACE (State)', 21, 44),
  ...dateHeads(19, 53),
  bottom('SEX', 19, 68),
  before('M', 20, 68),
  before('F', 20, 75),
  beside('YES', 26, 53),
  beside('NO', 26, 58),
  bottom('If yes, complete items 9, 9a, and 9d.', 25, 60),
  top('READ BACK OF FORM BEFORE COMPLETING & SIGNING THIS FORM.', 27, 22, 5),
  bottom("12. PATIENT'S OR AUTHORIZED PERSON'S SIGNATURE  I authorize the release of any", 27, 1),
  top(
    'medical or other information necessary to process this claim. I also request payment',
    28,
    1,
    SMALL,
  ),
  bottom(
    'of government benefits either to myself or to the party who accepts assignment below.',
    28,
    1,
  ),
  bottom("13. INSURED'S OR AUTHORIZED PERSON'S SIGNATURE  I authorize", 27, 49),
  top('payment of medical benefits to the undersigned physician or', 28, 49, SMALL),
  bottom('supplier for services described below.', 28, 49),
  before('SIGNED', 29, 7),
  before('DATE', 29, 36),
  before('SIGNED', 29, 56),
  ...dateHeads(31, 2),
  before('QUAL.', 32, 15),
  before('QUAL.', 32, 31),
  ...dateHeads(31, 37),
  ...dateHeads(31, 54),
  ...dateHeads(31, 68),
  before('FROM', 32, 54),
  before('TO', 32, 68),
  ...dateHeads(33, 54),
  ...dateHeads(33, 68),
  before('FROM', 34, 54),
  before('TO', 34, 68),
  bottom('$ CHARGES', 35, 63),
  beside('YES', 36, 53),
  beside('NO', 36, 58),
  before('ICD Ind.', 37, 45),
  ...'ABCDEFGHIJKL'
    .split('')
    .map((letter, k) => beside(`${letter}.`, 38 + Math.floor(k / 4), 1 + 13 * (k % 4))),
  bottom('CODE', 37, 50),
  top('ORIGINAL REF. NO.', 37, 62, SMALL),
  // Box 24 column headings (two lines, above the six service lines).
  top('24. A.   DATE(S) OF SERVICE', 41, 1),
  bottom('From', 41, 2),
  bottom('To', 41, 11),
  ...dateHeads(42, 1),
  ...dateHeads(42, 10),
  top('B.', 41, 19),
  bottom('PLACE OF', 41, 19, 3.6),
  top('SERVICE', 42, 19, 3.6),
  top('C.', 41, 22),
  bottom('EMG', 42, 22),
  top('D. PROCEDURES, SERVICES, OR SUPPLIES', 41, 24),
  bottom('(Explain Unusual Circumstances)', 41, 25),
  bottom('CPT/HCPCS', 42, 25),
  bottom('MODIFIER', 42, 35),
  top('E.', 41, 45),
  bottom('DIAGNOSIS', 41, 45),
  top('POINTER', 42, 45, SMALL),
  top('F.', 41, 50),
  bottom('$ CHARGES', 42, 51),
  top('G.', 41, 58),
  bottom('DAYS OR', 41, 58),
  top('UNITS', 42, 58, SMALL),
  top('H.', 41, 62),
  bottom('EPSDT', 41, 62),
  top('Family', 42, 62, SMALL),
  bottom('Plan', 42, 62),
  top('I.', 41, 65),
  bottom('ID.', 41, 65),
  top('QUAL.', 42, 65, SMALL),
  top('J.', 41, 67),
  bottom('RENDERING', 41, 68),
  top('PROVIDER ID. #', 42, 68, SMALL),
  ...[44, 46, 48, 50, 52, 54].map((line) => beside('NPI', line, 65)),
  bottom('SSN  EIN', 55, 17),
  bottom('(For govt. claims, see back)', 55, 37),
  beside('YES', 56, 39),
  beside('NO', 56, 44),
  beside('$', 56, 49),
  beside('$', 56, 60),
  bottom('INCLUDING DEGREES OR CREDENTIALS', 57, 1),
  top('(I certify that the statements on the reverse', 58, 1, SMALL),
  bottom('apply to this bill and are made a part thereof.)', 58, 1),
  before('SIGNED', 61, 8),
  before('DATE', 61, 13),
  beside('(', 57, 65),
  beside(')', 57, 69),
  beside('a.', 61, 21),
  beside('b.', 61, 35),
  beside('a.', 61, 49),
  beside('b.', 61, 62),
  { text: 'NUCC Instruction Manual available at: www.nucc.org', line: 62, col: 1, pos: 'middle' },
  { text: 'PLEASE PRINT OR TYPE', line: 62, col: 34, pos: 'middle', bold: true },
  { text: 'APPROVED OMB-0938-1197 FORM 1500 (02-12)', line: 62, col: 57, pos: 'middle' },
];

/** Check boxes drawn as small squares: (line, column) of each. */
export const formCheckboxes: readonly (readonly [line: number, col: number])[] = [
  ...[1, 8, 15, 24, 31, 39, 45].map((col) => [8, col] as const),
  [10, 42],
  [10, 47],
  [12, 33],
  [12, 38],
  [12, 42],
  [12, 47],
  ...[20, 22, 24].flatMap((line) => [[line, 35] as const, [line, 41] as const]),
  [20, 68],
  [20, 75],
  [26, 52],
  [26, 57],
  [36, 52],
  [36, 57],
  [56, 17],
  [56, 19],
  [56, 38],
  [56, 43],
];

/** Dotted rules through the middle of a column: dollars | cents in 24F, 28, 29 and 20. */
export const dottedRules: readonly { col: number; lines: readonly [number, number] }[] = [
  { col: 55, lines: [43, 54] },
  { col: 57, lines: [56, 56] },
  { col: 67, lines: [56, 56] },
  { col: 70, lines: [36, 36] },
];
