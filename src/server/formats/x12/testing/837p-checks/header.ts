import { an, DATE, e, empty, type Seg, type Validation } from './validation.ts';

/** The transaction's header: BHT, the submitter (1000A, with its contacts) and receiver (1000B). */
export function checkHeader(v: Validation): void {
  const bht = v.take('BHT', 'header');
  if (bht) {
    v.check(bht, 1, /^0019$/, 'must be 0019');
    v.check(bht, 2, /^(00|18)$/, 'must be 00 or 18');
    v.check(bht, 3, an(1, 50), 'must be 1-50 characters');
    v.check(bht, 4, DATE, 'must be CCYYMMDD');
    v.check(bht, 5, /^([01]\d|2[0-3])[0-5]\d(\d{2})?$/, 'must be HHMM');
    v.check(bht, 6, /^(31|CH|RP)$/, 'must be CH, RP or 31');
  }
  const submitter = v.take('NM1', '1000A', '41');
  if (submitter) {
    v.check(submitter, 2, /^[12]$/, 'must be 1 or 2');
    v.check(submitter, 3, an(1, 60), 'must be 1-60 characters');
    if (e(submitter, 2) === '2') v.check(submitter, 4, empty, 'must be empty for an organization');
    v.check(submitter, 8, /^46$/, 'must be 46');
    v.check(submitter, 9, an(2, 80), 'must be 2-80 characters');
  }
  let perCount = 0;
  while (v.is('PER')) {
    const per = v.take('PER', '1000A') as Seg;
    perCount += 1;
    v.check(per, 1, /^IC$/, 'must be IC');
    v.check(per, 2, an(1, 60, true), 'must be 1-60 characters');
    for (const n of [3, 5, 7]) {
      if (n === 3 || e(per, n) !== '') {
        v.check(per, n, /^(EM|FX|TE|EX)$/, 'must be a communication qualifier');
        v.check(
          per,
          n + 1,
          e(per, n) === 'TE' ? /^\d{10}$/ : an(1, 256),
          'must be a number or address',
        );
      }
    }
  }
  if (perCount < 1 || perCount > 2) v.fail('1000A: needs one or two PER segments');
  const receiver = v.take('NM1', '1000B', '40');
  if (receiver) {
    v.check(receiver, 2, /^2$/, 'must be 2');
    v.check(receiver, 3, an(1, 60), 'must be 1-60 characters');
    v.check(receiver, 8, /^46$/, 'must be 46');
    v.check(receiver, 9, an(2, 80), 'must be 2-80 characters');
  }
}
