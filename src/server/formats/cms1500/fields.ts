import type { PayerType } from '#domain/records/payer-types';
import { type BoxId, formBoxes, serviceRowLines } from './boxes.ts';
import { type GridArea, areaRect, type Offset, type Rect } from './grid.ts';

/**
 * Where each value goes: its grid line, first column and width in characters. The widths are the
 * room the 02/12 form gives the value between its rules (the field sizes of the NUCC print
 * layout); longer text is cut to them (text-rules.ts), money is never cut (render refuses it).
 * Check marks are one-character fields printed as "X".
 */
export interface FieldSpec {
  box: BoxId;
  line: number;
  col: number;
  width: number;
  align?: 'right';
}

const f = (box: BoxId, line: number, col: number, width: number, align?: 'right'): FieldSpec =>
  align ? { box, line, col, width, align } : { box, line, col, width };

/** Box 1's seven check boxes, in the order and columns of the printed form. */
export const insuranceTypeColumns: Record<PayerType, number> = {
  Medicare: 1,
  Medicaid: 8,
  TRICARE: 15,
  CHAMPVA: 24,
  'Group Health': 31,
  'FECA BLK LUNG': 39,
  Other: 45,
};

const DIAGNOSIS_LETTERS = 'ABCDEFGHIJKL';

function diagnosisFields(): Record<string, FieldSpec> {
  const fields: Record<string, FieldSpec> = {};
  for (let k = 0; k < DIAGNOSIS_LETTERS.length; k += 1) {
    // Four codes across (A B C D / E F G H / I J K L), 13 columns apart, after the printed letter.
    fields[`21.${DIAGNOSIS_LETTERS[k]}`] = f('21', 38 + Math.floor(k / 4), 3 + 13 * (k % 4), 7);
  }
  return fields;
}

export const claimFields = {
  pageLabel: f('carrier', 1, 67, 13, 'right'),
  'carrier.name': f('carrier', 2, 41, 28),
  'carrier.street': f('carrier', 3, 41, 28),
  'carrier.city': f('carrier', 4, 41, 28),
  ...(Object.fromEntries(
    Object.entries(insuranceTypeColumns).map(([type, col]) => [`1.${type}`, f('1', 8, col, 1)]),
  ) as Record<`1.${PayerType}`, FieldSpec>),
  '1a': f('1a', 8, 50, 29),
  '2': f('2', 10, 1, 28),
  '3.mm': f('3', 10, 31, 2),
  '3.dd': f('3', 10, 34, 2),
  '3.yyyy': f('3', 10, 37, 4),
  '3.M': f('3', 10, 42, 1),
  '3.F': f('3', 10, 47, 1),
  '4': f('4', 10, 50, 29),
  '5.street': f('5', 12, 1, 28),
  '5.city': f('5city', 14, 1, 24),
  '5.state': f('5state', 14, 26, 2),
  '5.zip': f('5zip', 16, 1, 12),
  '5.area': f('5phone', 16, 15, 3),
  '5.phone': f('5phone', 16, 19, 10),
  '6.self': f('6', 12, 33, 1),
  '7.street': f('7', 12, 50, 29),
  '7.city': f('7city', 14, 50, 23),
  '7.state': f('7state', 14, 74, 2),
  '7.zip': f('7zip', 16, 50, 12),
  '7.area': f('7phone', 16, 65, 3),
  '7.phone': f('7phone', 16, 69, 10),
  '10a.no': f('10a', 20, 41, 1),
  '10b.no': f('10b', 22, 41, 1),
  '10c.no': f('10c', 24, 41, 1),
  '11': f('11', 18, 50, 29),
  '11d.yes': f('11d', 26, 52, 1),
  '11d.no': f('11d', 26, 57, 1),
  '12': f('12', 29, 7, 17),
  '13': f('13', 29, 56, 17),
  '18.from.mm': f('18', 34, 54, 2),
  '18.from.dd': f('18', 34, 57, 2),
  '18.from.yyyy': f('18', 34, 60, 4),
  '18.to.mm': f('18', 34, 68, 2),
  '18.to.dd': f('18', 34, 71, 2),
  '18.to.yyyy': f('18', 34, 74, 4),
  '19': f('19', 36, 1, 48),
  '21.ind': f('21', 37, 45, 1),
  ...diagnosisFields(),
  '22.code': f('22', 38, 50, 11),
  '22.ref': f('22', 38, 62, 18),
  '25': f('25', 56, 1, 15),
  '25.SSN': f('25', 56, 17, 1),
  '25.EIN': f('25', 56, 19, 1),
  '26': f('26', 56, 23, 14),
  '27.yes': f('27', 56, 38, 1),
  '27.no': f('27', 56, 43, 1),
  '28.dollars': f('28', 56, 51, 6, 'right'),
  '28.cents': f('28', 56, 58, 2),
  /** Instead of a total on all but the last sheet, when a payer wants the grand total last. */
  '28.continued': f('28', 56, 50, 9),
  '31.name': f('31', 60, 1, 20),
  '31.date': f('31', 61, 13, 8),
  '32.name': f('32', 58, 22, 26),
  '32.street': f('32', 59, 22, 26),
  '32.city': f('32', 60, 22, 26),
  '32a': f('32a', 61, 23, 10),
  '33.area': f('33', 57, 66, 3),
  '33.phone': f('33', 57, 70, 10),
  '33.name': f('33', 58, 50, 29),
  '33.street': f('33', 59, 50, 29),
  '33.city': f('33', 60, 50, 29),
  '33a': f('33a', 61, 51, 10),
  '33b': f('33b', 61, 64, 16),
} satisfies Record<string, FieldSpec>;

export type ClaimFieldId = keyof typeof claimFields;

/** Fields of one service line; `row` says whether it prints on the shaded top half. */
interface ServiceFieldSpec {
  box: BoxId;
  row: 'main' | 'shaded';
  col: number;
  width: number;
  align?: 'right';
}

const s = (box: BoxId, col: number, width: number, row: 'main' | 'shaded' = 'main') => ({
  box,
  row,
  col,
  width,
});

export const serviceFields = {
  'from.mm': s('24A', 1, 2),
  'from.dd': s('24A', 4, 2),
  'from.yy': s('24A', 7, 2),
  'to.mm': s('24A', 10, 2),
  'to.dd': s('24A', 13, 2),
  'to.yy': s('24A', 16, 2),
  pos: s('24B', 19, 2),
  code: s('24D', 25, 6),
  mod1: s('24D', 33, 2),
  mod2: s('24D', 36, 2),
  mod3: s('24D', 39, 2),
  mod4: s('24D', 42, 2),
  pointer: s('24E', 45, 4),
  // Dollars end at column 54 and cents start at 56: the form's dotted rule runs through 55.
  dollars: { ...s('24F', 50, 5), align: 'right' },
  cents: s('24F', 56, 2),
  units: s('24G', 59, 3),
  qualifier: s('24I', 65, 2, 'shaded'),
  taxonomy: s('24J', 68, 11, 'shaded'),
  npi: s('24J', 68, 10),
} satisfies Record<string, ServiceFieldSpec>;

export type ServiceFieldId = keyof typeof serviceFields;

/** The claim-level spec of service field `id` on service line `index` (0-based) of a page. */
export function serviceField(id: ServiceFieldId, index: number): FieldSpec {
  const spec: ServiceFieldSpec = serviceFields[id];
  const lines = serviceRowLines(index);
  const line = spec.row === 'main' ? lines.main : lines.shaded;
  return spec.align
    ? { box: spec.box, line, col: spec.col, width: spec.width, align: spec.align }
    : { box: spec.box, line, col: spec.col, width: spec.width };
}

export function fieldArea(spec: FieldSpec): GridArea {
  return { lines: [spec.line, spec.line], cols: [spec.col, spec.col + spec.width - 1] };
}

/** The rectangle a field's characters may occupy, in PDF points. */
export function fieldRect(spec: FieldSpec, offset?: Offset): Rect {
  return areaRect(fieldArea(spec), offset);
}

export function boxRect(id: BoxId, offset?: Offset): Rect {
  return areaRect(formBoxes[id], offset);
}
