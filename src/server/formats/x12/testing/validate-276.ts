import { hasValidNpiCheckDigit } from '#domain/records/npi';

/**
 * A strict structural check of the 276 claim status inquiries this product writes (005010X212,
 * one claim, the patient as subscriber), written from the implementation guide independently of
 * the writer and its codec: envelope widths and control numbers, the segment order of loops
 * 2000A–2200D, required elements and their code values, NPI check digit, dates, the amount, and
 * the counts. Returns the problems found; an empty list means the file passed.
 */

/** Each segment in order: its id and a check of its elements (index 1 is element 01). */
const ORDER: [id: string, check: (e: string[]) => string | undefined][] = [
  [
    'ST',
    (e) =>
      e[1] === '276' && /^\d{4,9}$/.test(e[2]!) && e[3] === '005010X212'
        ? undefined
        : 'ST01 276, ST02 4-9 digits, ST03 005010X212',
  ],
  [
    'BHT',
    (e) =>
      e[1] === '0010' &&
      e[2] === '13' &&
      e[3] &&
      date(e[4]) &&
      /^\d{4}$/.test(e[5]!) &&
      e.length === 6
        ? undefined
        : 'BHT 0010*13*reference*date*time, no BHT06',
  ],
  ['HL', (e) => hl(e, '1', '', '20', '1')],
  ['NM1', (e) => organization(e, 'payer', 'PR', 'PI')],
  ['HL', (e) => hl(e, '2', '1', '21', '1')],
  ['NM1', (e) => organization(e, 'receiver', '41', '46')],
  ['HL', (e) => hl(e, '3', '2', '19', '1')],
  [
    'NM1',
    (e) =>
      e[1] === '1P' &&
      (e[2] === '1' ? e[3] && e[4] : e[2] === '2' && e[3] && !e[4]) &&
      e[8] === 'XX' &&
      hasValidNpiCheckDigit(e[9] ?? '')
        ? undefined
        : 'provider NM1*1P with a valid XX NPI',
  ],
  ['HL', (e) => hl(e, '4', '3', '22', '0')],
  [
    'DMG',
    (e) =>
      e[1] === 'D8' && date(e[2]) && ['', undefined, 'F', 'M'].includes(e[3])
        ? undefined
        : 'DMG*D8*birth date*F/M',
  ],
  [
    'NM1',
    (e) =>
      e[1] === 'IL' && e[2] === '1' && e[3] && e[8] === 'MI' && (e[9]?.length ?? 0) >= 2
        ? undefined
        : 'subscriber NM1*IL*1 with MI member id',
  ],
  [
    'TRN',
    (e) =>
      e[1] === '1' && /^.{1,50}$/.test(e[2] ?? '') && e.length === 3
        ? undefined
        : 'TRN*1*trace (1-50)',
  ],
  [
    'REF?',
    (e) =>
      e[1] === '1K' && /^.{1,50}$/.test(e[2] ?? '') ? undefined : 'REF*1K*payer claim number',
  ],
  [
    'REF',
    (e) =>
      e[1] === 'EJ' && /^.{1,50}$/.test(e[2] ?? '') ? undefined : 'REF*EJ*patient control number',
  ],
  [
    'AMT',
    (e) =>
      e[1] === 'T3' && /^(0|[1-9]\d*)(\.\d{1,2})?$/.test(e[2] ?? '') && !/\.\d*0$/.test(e[2]!)
        ? undefined
        : 'AMT*T3*decimal amount',
  ],
  [
    'DTP',
    (e) =>
      e[1] === '472' && (e[2] === 'D8' ? date(e[3]) : e[2] === 'RD8' && range(e[3]))
        ? undefined
        : 'DTP*472*D8 date or RD8 range',
  ],
];

function date(value: string | undefined): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value ?? '');
  if (!match) return false;
  const day = new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!));
  return day.getUTCMonth() === +match[2]! - 1 && day.getUTCDate() === +match[3]!;
}
const range = (value: string | undefined) => {
  const [from, to, more] = (value ?? '').split('-');
  return more === undefined && date(from) && date(to) && from! <= to!;
};
/** An organization's NM1 (NM102 2): entity code, a name, and an id under `qualifier`. */
const organization = (e: string[], who: string, entity: string, qualifier: string) =>
  e[1] === entity && e[2] === '2' && e[3] && e[8] === qualifier && e[9]
    ? undefined
    : `${who} NM1*${entity}*2 with ${qualifier} id`;
const hl = (e: string[], id: string, parent: string, level: string, child: string) =>
  e[1] === id && (e[2] ?? '') === parent && e[3] === level && e[4] === child
    ? undefined
    : `HL*${id}*${parent}*${level}*${child}`;

export function validate276(file: string): string[] {
  const problems: string[] = [];
  if (file.length < 106 || file[105] !== '~' || file[3] !== '*')
    return ['ISA is not 106 characters ending in ~'];
  const segments = file
    .split('~')
    .map((segment) => segment.replace(/^[\r\n]+/, ''))
    .filter((segment) => segment !== '');
  const elements = segments.map((segment) => segment.split('*'));
  const [isa, gs] = elements;
  if (isa?.[0] !== 'ISA' || isa.length !== 17 || isa[16] !== ':' || !['T', 'P'].includes(isa[15]!))
    problems.push('ISA: 16 elements, ISA15 T or P, ISA16 :');
  if (gs?.[0] !== 'GS' || gs[1] !== 'HR' || gs[7] !== 'X' || gs[8] !== '005010X212')
    problems.push('GS: HR … X*005010X212');
  const body = elements.slice(2, -2);
  let at = 0;
  for (const [id, check] of ORDER) {
    const segment = body[at];
    const optional = id.endsWith('?');
    const wanted = id.replace('?', '');
    if (segment?.[0] !== wanted || (optional && check(segment))) {
      if (!optional) problems.push(`segment ${at + 3}: expected ${wanted}`);
      if (optional || !segment) continue;
    }
    const problem = check(segment);
    if (problem) problems.push(`segment ${at + 3} (${wanted}): ${problem}`);
    at += 1;
  }
  const se = body[at];
  if (se?.[0] !== 'SE' || se[1] !== String(at + 1) || se[2] !== body[0]?.[2])
    problems.push(`SE must count ${at + 1} segments and repeat ST02`);
  if (body.length !== at + 1) problems.push('segments after SE inside the group');
  const [ge, iea] = elements.slice(-2);
  if (ge?.[0] !== 'GE' || ge[1] !== '1' || ge[2] !== gs?.[6]) problems.push('GE*1 with GS06');
  if (iea?.[0] !== 'IEA' || iea[1] !== '1' || iea[2] !== isa?.[13])
    problems.push('IEA*1 with ISA13');
  return problems;
}
