import { AMOUNT, an, DATE, e, empty, POS, type Seg, type Validation } from './validation.ts';

/**
 * The service lines (2400) of a claim whose place of service is `claimPos` and which has
 * `diagnosisCount` diagnoses: how many there were, and their charges in cents.
 */
export function checkServiceLines(
  v: Validation,
  claimPos: string,
  diagnosisCount: number,
): { lineNumber: number; lineTotal: number } {
  let lineTotal = 0;
  let lineNumber = 0;
  while (v.is('LX')) {
    lineNumber += 1;
    const lx = v.take('LX', '2400') as Seg;
    v.check(lx, 1, e(lx, 1) === String(lineNumber), `must be ${lineNumber}`);
    const sv1 = v.take('SV1', '2400');
    if (sv1) {
      const [hc = '', code = '', ...modifiers] = e(sv1, 1).split(':');
      v.check(
        sv1,
        1,
        hc === 'HC' &&
          /^[A-Z0-9]{5}$/.test(code) &&
          modifiers.length <= 4 &&
          modifiers.every((m) => /^[A-Z0-9]{2}$/.test(m)),
        'must be HC:code[:modifiers]',
      );
      v.check(sv1, 2, AMOUNT, 'must be an amount');
      lineTotal += Math.round(Number(e(sv1, 2)) * 100);
      v.check(sv1, 3, /^(UN|MJ)$/, 'must be UN or MJ');
      v.check(sv1, 4, /^[1-9]\d{0,6}(\.\d{1,3})?$/, 'must be a quantity');
      v.check(
        sv1,
        5,
        e(sv1, 5) === '' || (POS.test(e(sv1, 5)) && e(sv1, 5) !== claimPos),
        'must be empty or a place of service different from CLM05-1',
      );
      v.check(sv1, 6, empty, 'must be empty');
      const pointers = e(sv1, 7).split(':');
      v.check(
        sv1,
        7,
        pointers.length <= 4 &&
          new Set(pointers).size === pointers.length &&
          pointers.every((p) => /^([1-9]|1[0-2])$/.test(p) && Number(p) <= diagnosisCount),
        'must be 1-4 distinct pointers to HI diagnoses',
      );
      if (sv1.el.length > 7) v.fail(`SV1 (segment ${sv1.pos}): unexpected elements after SV107`);
    }
    const dtp = v.take('DTP', '2400', '472');
    if (dtp) {
      v.check(dtp, 2, /^(D8|RD8)$/, 'must be D8 or RD8');
      v.check(dtp, 3, e(dtp, 2) === 'RD8' ? /^\d{8}-\d{8}$/ : DATE, 'must be a date or range');
    }
    if (v.is('REF', '6R')) {
      const ref = v.take('REF', '2400') as Seg;
      v.check(ref, 2, an(1, 50), 'must be 1-50 characters');
    }
  }
  return { lineNumber, lineTotal };
}
