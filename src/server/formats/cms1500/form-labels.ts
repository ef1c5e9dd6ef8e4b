/**
 * The printed words of the form beyond each box's title (boxes.ts): check-box captions, column
 * headings of box 24, small letters, the header and the footer, and the check boxes themselves.
 * Only the "with the form drawn" mode prints them, in the same grid as the data, so they never
 * sit where a value goes.
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

/** A check box, drawn as a small square on one cell. */
export type CheckBox = readonly [line: number, col: number];

/** The form is described in drawing order; a check box stands beside its caption. */
type FormItem = FormLabel | { checkBox: CheckBox };

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

/** Check boxes with their captions just left of them ("M [ ]  F [ ]"), on one line. */
const boxesAfter = (line: number, captions: readonly (readonly [string, number])[]): FormItem[] =>
  captions.flatMap(([text, col]) => [before(text, line, col), { checkBox: [line, col] }]);

/** A YES and a NO check box, each captioned just right of it. */
const yesNo = (line: number, yesCol: number, noCol: number): FormItem[] => [
  { checkBox: [line, yesCol] },
  beside('YES', line, yesCol + 1),
  { checkBox: [line, noCol] },
  beside('NO', line, noCol + 1),
];

/**
 * Lines of small print one under another, each in a half line: from the bottom half of `line`,
 * then the top and the bottom half of the next line.
 */
const smallPrint = (line: number, col: number, texts: readonly string[], size = SMALL) =>
  texts.map((text, k) =>
    k % 2 === 0 ? bottom(text, line + k / 2, col, size) : top(text, line + (k + 1) / 2, col, size),
  );

/** Service-date column headings "MM DD YY" over a date that starts at `col`. */
const dateHeads = (line: number, col: number, year = 'YY'): FormLabel[] => [
  bottom('MM', line, col),
  bottom('DD', line, col + 3),
  bottom(year, line, col + 6),
];

/** Boxes 16 and 18: a FROM date at column 54 and a TO date at column 68. */
const fromToHeads = (line: number): FormLabel[] => [
  ...dateHeads(line, 54),
  ...dateHeads(line, 68),
  before('FROM', line + 1, 54),
  before('TO', line + 1, 68),
];

/** "SIGNED ____ DATE ____" under boxes 12, 13 and 31 (13 has no date). */
const signatureLine = (line: number, signedCol: number, dateCol?: number): FormLabel[] => [
  before('SIGNED', line, signedCol),
  ...(dateCol === undefined ? [] : [before('DATE', line, dateCol)]),
];

/** A box 24 column heading: its letter on top of line 41, its caption below. */
const box24Heading = (letter: string, col: number, caption: readonly FormLabel[]) => [
  top(letter, 41, col),
  ...caption,
];

const formItems: readonly FormItem[] = [
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
  ).flatMap(([name, hint, col]): FormItem[] => [
    bottom(name, 7, col),
    beside(hint, 8, col + 1),
    { checkBox: [8, col] },
  ]),
  ...dateHeads(9, 31),
  bottom('SEX', 9, 42),
  ...boxesAfter(10, [
    ['M', 42],
    ['F', 47],
  ]),
  ...boxesAfter(12, [
    ['Self', 33],
    ['Spouse', 38],
    ['Child', 42],
    ['Other', 47],
  ]),
  ...[20, 22, 24].flatMap((line) => yesNo(line, 35, 41)),
  bottom('PLACE (State)', 21, 44),
  ...dateHeads(19, 53),
  bottom('SEX', 19, 68),
  ...boxesAfter(20, [
    ['M', 68],
    ['F', 75],
  ]),
  ...yesNo(26, 52, 57),
  bottom('If yes, complete items 9, 9a, and 9d.', 25, 60),
  top('READ BACK OF FORM BEFORE COMPLETING & SIGNING THIS FORM.', 27, 22, 5),
  ...smallPrint(27, 1, [
    "12. PATIENT'S OR AUTHORIZED PERSON'S SIGNATURE  I authorize the release of any",
    'medical or other information necessary to process this claim. I also request payment',
    'of government benefits either to myself or to the party who accepts assignment below.',
  ]),
  ...smallPrint(27, 49, [
    "13. INSURED'S OR AUTHORIZED PERSON'S SIGNATURE  I authorize",
    'payment of medical benefits to the undersigned physician or',
    'supplier for services described below.',
  ]),
  ...signatureLine(29, 7, 36),
  ...signatureLine(29, 56),
  ...dateHeads(31, 2),
  before('QUAL.', 32, 15),
  before('QUAL.', 32, 31),
  ...dateHeads(31, 37),
  ...fromToHeads(31),
  ...fromToHeads(33),
  bottom('$ CHARGES', 35, 63),
  ...yesNo(36, 52, 57),
  before('ICD Ind.', 37, 45),
  ...'ABCDEFGHIJKL'
    .split('')
    .map((letter, k) => beside(`${letter}.`, 38 + Math.floor(k / 4), 1 + 13 * (k % 4))),
  bottom('CODE', 37, 50),
  top('ORIGINAL REF. NO.', 37, 62, SMALL),
  // Box 24 column headings (two lines, above the six service lines).
  ...box24Heading('24. A.   DATE(S) OF SERVICE', 1, [
    bottom('From', 41, 2),
    bottom('To', 41, 11),
    ...dateHeads(42, 1),
    ...dateHeads(42, 10),
  ]),
  ...box24Heading('B.', 19, smallPrint(41, 19, ['PLACE OF', 'SERVICE'], 3.6)),
  ...box24Heading('C.', 22, smallPrint(42, 22, ['EMG'])),
  ...box24Heading('D. PROCEDURES, SERVICES, OR SUPPLIES', 24, [
    bottom('(Explain Unusual Circumstances)', 41, 25),
    bottom('CPT/HCPCS', 42, 25),
    bottom('MODIFIER', 42, 35),
  ]),
  ...box24Heading('E.', 45, smallPrint(41, 45, ['DIAGNOSIS', 'POINTER'])),
  ...box24Heading('F.', 50, smallPrint(42, 51, ['$ CHARGES'])),
  ...box24Heading('G.', 58, smallPrint(41, 58, ['DAYS OR', 'UNITS'])),
  ...box24Heading('H.', 62, smallPrint(41, 62, ['EPSDT', 'Family', 'Plan'])),
  ...box24Heading('I.', 65, smallPrint(41, 65, ['ID.', 'QUAL.'])),
  ...box24Heading('J.', 67, smallPrint(41, 68, ['RENDERING', 'PROVIDER ID. #'])),
  ...[44, 46, 48, 50, 52, 54].map((line) => beside('NPI', line, 65)),
  bottom('SSN  EIN', 55, 17),
  { checkBox: [56, 17] },
  { checkBox: [56, 19] },
  bottom('(For govt. claims, see back)', 55, 37),
  ...yesNo(56, 38, 43),
  beside('$', 56, 49),
  beside('$', 56, 60),
  ...smallPrint(57, 1, [
    'INCLUDING DEGREES OR CREDENTIALS',
    '(I certify that the statements on the reverse',
    'apply to this bill and are made a part thereof.)',
  ]),
  ...signatureLine(61, 8, 13),
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

export const formLabels: readonly FormLabel[] = formItems.filter(
  (item): item is FormLabel => !('checkBox' in item),
);

/** Check boxes drawn as small squares, in the order the form describes them. */
export const formCheckboxes: readonly CheckBox[] = formItems.flatMap((item) =>
  'checkBox' in item ? [item.checkBox] : [],
);

/** Dotted rules through the middle of a column: dollars | cents in 24F, 28, 29 and 20. */
export const dottedRules: readonly { col: number; lines: readonly [number, number] }[] = [
  { col: 55, lines: [43, 54] },
  { col: 57, lines: [56, 56] },
  { col: 67, lines: [56, 56] },
  { col: 70, lines: [36, 36] },
];
