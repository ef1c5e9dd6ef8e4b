import type { GridArea } from './grid.ts';

/**
 * The boxes of the CMS-1500 (02/12) on the 10 cpi × 6 lpi grid, with the title each prints in
 * its top-left corner. The form drawing outlines exactly these areas, every printed value sits in
 * one of them (fields.ts), and the tests check the extracted text against them: one table for
 * all three.
 */
export interface FormBox extends GridArea {
  title: string;
  /** Service-line columns are split into six rows (shaded top half, white bottom half). */
  serviceColumn?: boolean;
}

const box = (
  title: string,
  lines: readonly [number, number],
  cols: readonly [number, number],
  serviceColumn = false,
): FormBox => (serviceColumn ? { title, lines, cols, serviceColumn } : { title, lines, cols });

export const FIRST_SERVICE_LINE = 43;
export const SERVICE_LINES_PER_PAGE = 6;
/** Box 24's columns run from their two header lines down through the six service lines. */
const SERVICE_ROWS: readonly [number, number] = [
  FIRST_SERVICE_LINE - 2,
  FIRST_SERVICE_LINE + 2 * SERVICE_LINES_PER_PAGE - 1,
];

export const formBoxes = {
  carrier: box('', [1, 5], [41, 79]),
  '1': box('1.', [7, 8], [1, 48]),
  '1a': box("1a. INSURED'S I.D. NUMBER (For Program in Item 1)", [7, 8], [49, 79]),
  '2': box("2. PATIENT'S NAME (Last Name, First Name, Middle Initial)", [9, 10], [1, 28]),
  '3': box("3. PATIENT'S BIRTH DATE", [9, 10], [29, 48]),
  '4': box("4. INSURED'S NAME (Last Name, First Name, Middle Initial)", [9, 10], [49, 79]),
  '5': box("5. PATIENT'S ADDRESS (No., Street)", [11, 12], [1, 28]),
  '5city': box('CITY', [13, 14], [1, 24]),
  '5state': box('STATE', [13, 14], [25, 28]),
  '5zip': box('ZIP CODE', [15, 16], [1, 13]),
  '5phone': box('TELEPHONE (Include Area Code)', [15, 16], [14, 28]),
  '6': box('6. PATIENT RELATIONSHIP TO INSURED', [11, 12], [29, 48]),
  '7': box("7. INSURED'S ADDRESS (No., Street)", [11, 12], [49, 79]),
  '7city': box('CITY', [13, 14], [49, 72]),
  '7state': box('STATE', [13, 14], [73, 79]),
  '7zip': box('ZIP CODE', [15, 16], [49, 62]),
  '7phone': box('TELEPHONE (Include Area Code)', [15, 16], [63, 79]),
  '8': box('8. RESERVED FOR NUCC USE', [13, 16], [29, 48]),
  '9': box("9. OTHER INSURED'S NAME (Last Name, First Name, Middle Initial)", [17, 18], [1, 28]),
  '9a': box("a. OTHER INSURED'S POLICY OR GROUP NUMBER", [19, 20], [1, 28]),
  '9b': box('b. RESERVED FOR NUCC USE', [21, 22], [1, 28]),
  '9c': box('c. RESERVED FOR NUCC USE', [23, 24], [1, 28]),
  '9d': box('d. INSURANCE PLAN NAME OR PROGRAM NAME', [25, 26], [1, 28]),
  '10': box("10. IS PATIENT'S CONDITION RELATED TO:", [17, 18], [29, 48]),
  '10a': box('a. EMPLOYMENT? (Current or Previous)', [19, 20], [29, 48]),
  '10b': box('b. AUTO ACCIDENT?', [21, 22], [29, 48]),
  '10c': box('c. OTHER ACCIDENT?', [23, 24], [29, 48]),
  '10d': box('10d. CLAIM CODES (Designated by NUCC)', [25, 26], [29, 48]),
  '11': box("11. INSURED'S POLICY GROUP OR FECA NUMBER", [17, 18], [49, 79]),
  '11a': box("a. INSURED'S DATE OF BIRTH", [19, 20], [49, 79]),
  '11b': box('b. OTHER CLAIM ID (Designated by NUCC)', [21, 22], [49, 79]),
  '11c': box('c. INSURANCE PLAN NAME OR PROGRAM NAME', [23, 24], [49, 79]),
  '11d': box('d. IS THERE ANOTHER HEALTH BENEFIT PLAN?', [25, 26], [49, 79]),
  '12': box('', [27, 30], [1, 48]),
  '13': box('', [27, 30], [49, 79]),
  '14': box('14. DATE OF CURRENT ILLNESS, INJURY, or PREGNANCY (LMP)', [31, 32], [1, 28]),
  '15': box('15. OTHER DATE', [31, 32], [29, 48]),
  '16': box('16. DATES PATIENT UNABLE TO WORK IN CURRENT OCCUPATION', [31, 32], [49, 79]),
  '17': box('17. NAME OF REFERRING PROVIDER OR OTHER SOURCE', [33, 34], [1, 28]),
  '17a': box('17a.', [33, 33], [29, 48]),
  '17b': box('17b. NPI', [34, 34], [29, 48]),
  '18': box('18. HOSPITALIZATION DATES RELATED TO CURRENT SERVICES', [33, 34], [49, 79]),
  '19': box('19. ADDITIONAL CLAIM INFORMATION (Designated by NUCC)', [35, 36], [1, 48]),
  '20': box('20. OUTSIDE LAB?', [35, 36], [49, 79]),
  '21': box(
    '21. DIAGNOSIS OR NATURE OF ILLNESS OR INJURY  Relate A-L to service line below (24E)',
    [37, 40],
    [1, 48],
  ),
  '22': box('22. RESUBMISSION CODE', [37, 38], [49, 79]),
  '23': box('23. PRIOR AUTHORIZATION NUMBER', [39, 40], [49, 79]),
  '24A': box('', SERVICE_ROWS, [1, 18], true),
  '24B': box('', SERVICE_ROWS, [19, 21], true),
  '24C': box('', SERVICE_ROWS, [22, 23], true),
  '24D': box('', SERVICE_ROWS, [24, 44], true),
  '24E': box('', SERVICE_ROWS, [45, 49], true),
  '24F': box('', SERVICE_ROWS, [50, 57], true),
  '24G': box('', SERVICE_ROWS, [58, 61], true),
  '24H': box('', SERVICE_ROWS, [62, 64], true),
  '24I': box('', SERVICE_ROWS, [65, 66], true),
  '24J': box('', SERVICE_ROWS, [67, 79], true),
  '25': box('25. FEDERAL TAX I.D. NUMBER', [55, 56], [1, 20]),
  '26': box("26. PATIENT'S ACCOUNT NO.", [55, 56], [21, 36]),
  '27': box('27. ACCEPT ASSIGNMENT?', [55, 56], [37, 48]),
  '28': box('28. TOTAL CHARGE', [55, 56], [49, 59]),
  '29': box('29. AMOUNT PAID', [55, 56], [60, 69]),
  '30': box('30. Rsvd for NUCC Use', [55, 56], [70, 79]),
  '31': box('31. SIGNATURE OF PHYSICIAN OR SUPPLIER', [57, 61], [1, 20]),
  '32': box('32. SERVICE FACILITY LOCATION INFORMATION', [57, 60], [21, 48]),
  '32a': box('', [61, 61], [21, 34]),
  '32b': box('', [61, 61], [35, 48]),
  '33': box('33. BILLING PROVIDER INFO & PH #', [57, 60], [49, 79]),
  '33a': box('', [61, 61], [49, 61]),
  '33b': box('', [61, 61], [62, 79]),
} as const satisfies Record<string, FormBox>;

export type BoxId = keyof typeof formBoxes;

/** The main (white) and shaded (top) grid line of service line `index` (0-based) on a page. */
export function serviceRowLines(index: number): { shaded: number; main: number } {
  const shaded = FIRST_SERVICE_LINE + 2 * index;
  return { shaded, main: shaded + 1 };
}
