import { hasValidNpiCheckDigit } from '#domain/npi';

/**
 * A strict structural check of 837P (005010X222A1) files, written from the implementation guide
 * independently of the writer (it does not use the writer's codec): envelopes and their widths,
 * loop order, required segments and elements, element lengths and code values, counts, HL
 * numbering and parents, and the claim's charge balancing. It knows the loops this product
 * writes; any other segment is reported, so a change to the writer must be taught here too.
 * Returns the problems found, each with its segment position; an empty list means the file passed.
 */
export function validate837p(file: string): string[] {
  const problems: string[] = [];
  const fail = (message: string) => problems.push(message);

  if (/[^\x20-\x7e\r\n]/.test(file)) fail('file: contains a character outside printable ASCII');
  const isa = file.slice(0, 106);
  if (!isa.startsWith('ISA*') || isa[105] !== '~' || isa[104] !== ':') {
    fail('ISA: must be 106 characters ending ":~" with "*" separators');
    return problems;
  }
  const raw = file.split('~');
  if (raw.pop()?.trim() !== '') fail('file: does not end with a segment terminator');
  const segments = raw.map((text, index) => {
    const trimmed = text.replace(/^\r?\n/, '');
    if (/[\r\n]/.test(trimmed)) fail(`segment ${index + 1}: line break inside a segment`);
    if (trimmed.endsWith('*')) fail(`segment ${index + 1}: ends with an empty element`);
    const [id = '', ...elements] = trimmed.split('*');
    elements.forEach((value, n) => {
      if (id !== 'ISA' && value.endsWith(':'))
        fail(`${id} ${index + 1}: element ${n + 1} ends with an empty component`);
      if (value.includes('^') && !(id === 'ISA' && n === 10))
        fail(`${id} ${index + 1}: element ${n + 1} contains the repetition separator`);
      if (value !== value.trim() && id !== 'ISA')
        fail(`${id} ${index + 1}: element ${n + 1} has leading or trailing spaces`);
    });
    return { id, el: elements, pos: index + 1 };
  });
  type Seg = (typeof segments)[number];
  const e = (s: Seg, n: number) => s.el[n - 1] ?? '';
  const check = (s: Seg, n: number, ok: boolean | RegExp, what: string) => {
    const value = e(s, n);
    const passed = ok instanceof RegExp ? ok.test(value) : ok;
    if (!passed)
      fail(`${s.id}${String(n).padStart(2, '0')} (segment ${s.pos}): ${what}, got "${value}"`);
  };
  const len = (min: number, max: number) => new RegExp(`^[^*~^]{${min},${max}}$`);
  const empty = /^$/;
  const an = (min: number, max: number, optional = false) =>
    optional ? new RegExp(`^([^*~^]{${min},${max}})?$`) : len(min, max);
  const DATE = /^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;
  const TIME = /^([01]\d|2[0-3])[0-5]\d$/;
  const AMOUNT = /^-?(0|[1-9]\d{0,9})(\.\d{1,2})?$/;
  const QUALIFIERS = /^(01|14|20|27|28|29|30|33|ZZ)$/;
  const POS = /^(0[1-9]|[1-9]\d)$/;
  const npiOk = (value: string) => hasValidNpiCheckDigit(value);

  // Interchange and group envelopes.
  const widths = [2, 10, 2, 10, 2, 15, 2, 15, 6, 4, 1, 5, 9, 1, 1, 1];
  const first = segments[0] as Seg;
  if (first.el.length !== 16) fail('ISA: must have 16 elements');
  widths.forEach((width, i) => {
    if ((first.el[i] ?? '').length !== width)
      fail(`ISA${String(i + 1).padStart(2, '0')}: must be exactly ${width} characters`);
  });
  check(first, 1, /^00$/, 'must be 00');
  check(first, 2, /^ {10}$/, 'must be blank');
  check(first, 3, /^00$/, 'must be 00');
  check(first, 4, /^ {10}$/, 'must be blank');
  check(first, 5, QUALIFIERS, 'must be an interchange id qualifier');
  check(first, 6, /^[A-Z0-9-]+ *$/, 'must be an uppercase id padded with spaces');
  check(first, 7, QUALIFIERS, 'must be an interchange id qualifier');
  check(first, 8, /^[A-Z0-9-]+ *$/, 'must be an uppercase id padded with spaces');
  check(first, 9, /^\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/, 'must be YYMMDD');
  check(first, 10, TIME, 'must be HHMM');
  check(first, 11, /^\^$/, 'must be the repetition separator ^');
  check(first, 12, /^00501$/, 'must be 00501');
  check(first, 13, /^\d{9}$/, 'must be nine digits');
  check(first, 14, /^[01]$/, 'must be 0 or 1');
  check(first, 15, /^[TP]$/, 'must be T or P');

  const last = segments[segments.length - 1] as Seg;
  if (last.id !== 'IEA') return [...problems, 'IEA: the file must end with IEA'];
  check(last, 2, e(last, 2) === e(first, 13), 'must equal ISA13');
  const gsList = segments.filter((s) => s.id === 'GS');
  check(last, 1, e(last, 1) === String(gsList.length), 'must count the functional groups');
  const gs = segments[1] as Seg;
  if (gs.id !== 'GS') return [...problems, 'GS: must follow ISA'];
  check(gs, 1, /^HC$/, 'must be HC');
  check(gs, 2, an(2, 15), 'must be 2-15 characters');
  check(gs, 3, an(2, 15), 'must be 2-15 characters');
  check(gs, 4, DATE, 'must be CCYYMMDD');
  check(gs, 5, /^([01]\d|2[0-3])[0-5]\d(\d{2})?$/, 'must be HHMM');
  check(gs, 6, /^[1-9]\d{0,8}$/, 'must be 1-9 digits');
  check(gs, 7, /^X$/, 'must be X');
  check(gs, 8, /^005010X222A1$/, 'must be 005010X222A1');
  const ge = segments[segments.length - 2] as Seg;
  if (ge.id !== 'GE') return [...problems, 'GE: must precede IEA'];
  check(ge, 2, e(ge, 2) === e(gs, 6), 'must equal GS06');
  const body = segments.slice(2, -2);
  const stCount = body.filter((s) => s.id === 'ST').length;
  check(ge, 1, e(ge, 1) === String(stCount), 'must count the transaction sets');

  // Transaction sets.
  let i = 0;
  const peek = () => body[i];
  const take = (id: string, where: string, qualifier?: string): Seg | undefined => {
    const s = body[i];
    if (!s || s.id !== id || (qualifier !== undefined && e(s, 1) !== qualifier)) {
      fail(
        `${where}: expected ${id}${qualifier ? `*${qualifier}` : ''} at segment ${s?.pos ?? 'end'}, found ${s?.id ?? 'nothing'}`,
      );
      return undefined;
    }
    i += 1;
    return s;
  };
  const is = (id: string, qualifier?: string) => {
    const s = body[i];
    return !!s && s.id === id && (qualifier === undefined || e(s, 1) === qualifier);
  };

  const checkN3N4 = (where: string, zip: RegExp) => {
    const n3 = take('N3', where);
    if (n3) {
      check(n3, 1, an(1, 55), 'must be 1-55 characters');
      check(n3, 2, an(1, 55, true), 'must be 1-55 characters');
    }
    const n4 = take('N4', where);
    if (n4) {
      check(n4, 1, an(2, 30), 'must be 2-30 characters');
      check(n4, 2, /^[A-Z]{2}$/, 'must be a two-letter state code');
      check(n4, 3, zip, 'must be a ZIP code');
    }
  };

  while (i < body.length) {
    const st = take('ST', 'transaction');
    if (!st) return problems;
    const start = i - 1;
    check(st, 1, /^837$/, 'must be 837');
    check(st, 2, /^\d{4,9}$/, 'must be 4-9 digits');
    check(st, 3, /^005010X222A1$/, 'must be 005010X222A1');
    const bht = take('BHT', 'header');
    if (bht) {
      check(bht, 1, /^0019$/, 'must be 0019');
      check(bht, 2, /^(00|18)$/, 'must be 00 or 18');
      check(bht, 3, an(1, 50), 'must be 1-50 characters');
      check(bht, 4, DATE, 'must be CCYYMMDD');
      check(bht, 5, /^([01]\d|2[0-3])[0-5]\d(\d{2})?$/, 'must be HHMM');
      check(bht, 6, /^(31|CH|RP)$/, 'must be CH, RP or 31');
    }
    const submitter = take('NM1', '1000A', '41');
    if (submitter) {
      check(submitter, 2, /^[12]$/, 'must be 1 or 2');
      check(submitter, 3, an(1, 60), 'must be 1-60 characters');
      if (e(submitter, 2) === '2') check(submitter, 4, empty, 'must be empty for an organization');
      check(submitter, 8, /^46$/, 'must be 46');
      check(submitter, 9, an(2, 80), 'must be 2-80 characters');
    }
    let perCount = 0;
    while (is('PER')) {
      const per = take('PER', '1000A') as Seg;
      perCount += 1;
      check(per, 1, /^IC$/, 'must be IC');
      check(per, 2, an(1, 60, true), 'must be 1-60 characters');
      for (const n of [3, 5, 7]) {
        if (n === 3 || e(per, n) !== '') {
          check(per, n, /^(EM|FX|TE|EX)$/, 'must be a communication qualifier');
          check(
            per,
            n + 1,
            e(per, n) === 'TE' ? /^\d{10}$/ : an(1, 256),
            'must be a number or address',
          );
        }
      }
    }
    if (perCount < 1 || perCount > 2) fail('1000A: needs one or two PER segments');
    const receiver = take('NM1', '1000B', '40');
    if (receiver) {
      check(receiver, 2, /^2$/, 'must be 2');
      check(receiver, 3, an(1, 60), 'must be 1-60 characters');
      check(receiver, 8, /^46$/, 'must be 46');
      check(receiver, 9, an(2, 80), 'must be 2-80 characters');
    }

    const hlIds = new Map<string, string>();
    let expectedHl = 1;
    let currentProvider = '';
    const hlSegments: Seg[] = [];
    while (is('HL')) {
      const hl = take('HL', '2000') as Seg;
      hlSegments.push(hl);
      check(
        hl,
        1,
        e(hl, 1) === String(expectedHl),
        `must be ${expectedHl} (HL numbers count up from 1)`,
      );
      expectedHl += 1;
      hlIds.set(e(hl, 1), e(hl, 3));
      if (e(hl, 3) === '20') {
        check(hl, 2, empty, 'must be empty for a billing provider');
        check(hl, 4, /^1$/, 'must be 1 (a subscriber follows)');
        currentProvider = e(hl, 1);
        if (is('PRV')) {
          const prv = take('PRV', '2000A') as Seg;
          check(prv, 1, /^BI$/, 'must be BI');
          check(prv, 2, /^PXC$/, 'must be PXC');
          check(prv, 3, /^[0-9A-Z]{9}X$/, 'must be a taxonomy code');
        }
        const nm1 = take('NM1', '2010AA', '85');
        if (nm1) {
          check(nm1, 2, /^[12]$/, 'must be 1 or 2');
          check(nm1, 3, an(1, 60), 'must be 1-60 characters');
          if (e(nm1, 2) === '1') check(nm1, 4, an(1, 35), 'must be 1-35 characters');
          else
            for (const n of [4, 5, 6, 7]) check(nm1, n, empty, 'must be empty for an organization');
          check(nm1, 5, an(1, 25, true), 'must be 1-25 characters');
          check(nm1, 8, /^XX$/, 'must be XX');
          check(nm1, 9, npiOk(e(nm1, 9)), 'must be a valid NPI');
        }
        checkN3N4('2010AA', /^\d{9}$/);
        const n3 = body[i - 2];
        if (n3?.id === 'N3' && /\bP\.?\s*O\.?\s*BOX\b/i.test(n3.el.join(' ')))
          fail(`N3 (segment ${n3.pos}): billing provider address must not be a PO box`);
        const ref = take('REF', '2010AA');
        if (ref) {
          check(ref, 1, /^(EI|SY)$/, 'must be EI or SY');
          check(ref, 2, /^\d{9}$/, 'must be nine digits');
        }
        continue;
      }
      if (e(hl, 3) !== '22') {
        fail(`HL03 (segment ${hl.pos}): must be 20 or 22, got "${e(hl, 3)}"`);
        return problems;
      }
      check(
        hl,
        2,
        e(hl, 2) === currentProvider && hlIds.get(e(hl, 2)) === '20',
        'must be the billing provider HL above it',
      );
      check(hl, 4, /^0$/, 'must be 0 (the patient is the subscriber)');
      const sbr = take('SBR', '2000B');
      if (sbr) {
        check(sbr, 1, /^[PSTABCDEFGH]$/, 'must be a payer responsibility code');
        check(sbr, 2, /^18$/, 'must be 18 (self)');
        check(sbr, 3, an(1, 50, true), 'must be 1-50 characters');
        check(sbr, 4, an(1, 60, true), 'must be 1-60 characters');
        for (const n of [5, 6, 7, 8]) check(sbr, n, empty, 'must be empty');
        check(
          sbr,
          9,
          /^(11|12|13|14|15|16|17|AM|BL|CH|CI|DS|FI|HM|LM|MA|MB|MC|OF|TV|VA|WC|ZZ)$/,
          'must be a claim filing indicator',
        );
      }
      const il = take('NM1', '2010BA', 'IL');
      if (il) {
        check(il, 2, /^1$/, 'must be 1');
        check(il, 3, an(1, 60), 'must be 1-60 characters');
        check(il, 4, an(1, 35), 'must be 1-35 characters');
        check(il, 5, an(1, 25, true), 'must be 1-25 characters');
        check(il, 8, /^MI$/, 'must be MI');
        check(il, 9, an(2, 80), 'must be 2-80 characters');
      }
      checkN3N4('2010BA', /^(\d{5}|\d{9})$/);
      const dmg = take('DMG', '2010BA');
      if (dmg) {
        check(dmg, 1, /^D8$/, 'must be D8');
        check(dmg, 2, DATE, 'must be CCYYMMDD');
        check(dmg, 3, /^[FMU]$/, 'must be F, M or U');
      }
      const pr = take('NM1', '2010BB', 'PR');
      if (pr) {
        check(pr, 2, /^2$/, 'must be 2');
        check(pr, 3, an(1, 60), 'must be 1-60 characters');
        check(pr, 8, /^PI$/, 'must be PI');
        check(pr, 9, an(2, 80), 'must be 2-80 characters');
      }
      const clm = take('CLM', '2300');
      if (!clm) return problems;
      check(clm, 1, an(1, 38), 'must be 1-38 characters');
      check(clm, 2, AMOUNT, 'must be an amount');
      check(clm, 3, empty, 'must be empty');
      check(clm, 4, empty, 'must be empty');
      const [pos = '', qualifier = '', frequency = '', ...extra] = e(clm, 5).split(':');
      check(
        clm,
        5,
        POS.test(pos) && qualifier === 'B' && /^[178]$/.test(frequency) && extra.length === 0,
        'must be place of service:B:frequency',
      );
      check(clm, 6, /^[YN]$/, 'must be Y or N');
      check(clm, 7, /^[ABC]$/, 'must be A, B or C');
      check(clm, 8, /^[NWY]$/, 'must be N, W or Y');
      check(clm, 9, /^[IY]$/, 'must be I or Y');
      if (is('DTP', '435')) {
        const dtp = take('DTP', '2300') as Seg;
        check(dtp, 2, /^D8$/, 'must be D8');
        check(dtp, 3, DATE, 'must be CCYYMMDD');
      }
      if (is('DTP', '096')) {
        const dtp = take('DTP', '2300') as Seg;
        check(dtp, 2, /^D8$/, 'must be D8');
        check(dtp, 3, DATE, 'must be CCYYMMDD');
      }
      if (frequency === '7' || frequency === '8') {
        const f8 = take('REF', '2300 (replacement or void)', 'F8');
        if (f8) check(f8, 2, an(1, 50), 'must be 1-50 characters');
      } else if (is('REF', 'F8'))
        fail(`REF*F8 (segment ${peek()?.pos}): only for frequency 7 or 8`);
      if (is('NTE')) {
        const nte = take('NTE', '2300') as Seg;
        check(nte, 1, /^(ADD|CER|DCP|DGN|TPO)$/, 'must be a note reference code');
        check(nte, 2, an(1, 80), 'must be 1-80 characters');
      }
      const hi = take('HI', '2300');
      const diagnosisCount = hi ? hi.el.length : 0;
      if (hi) {
        if (hi.el.length > 12) fail(`HI (segment ${hi.pos}): at most 12 diagnoses`);
        hi.el.forEach((value, n) => {
          const [q = '', code = '', ...rest] = value.split(':');
          const qualifierOk = n === 0 ? q === 'ABK' : q === 'ABF';
          if (!qualifierOk || !/^[A-Z][0-9][0-9A-Z]{1,5}$/.test(code) || rest.length > 0) {
            fail(
              `HI${String(n + 1).padStart(2, '0')} (segment ${hi.pos}): must be ${n === 0 ? 'ABK' : 'ABF'}:an ICD-10 code without its dot, got "${value}"`,
            );
          }
        });
      }
      if (is('NM1', '82')) {
        const rendering = take('NM1', '2310B') as Seg;
        check(rendering, 2, /^1$/, 'must be 1 (a person)');
        check(rendering, 3, an(1, 60), 'must be 1-60 characters');
        check(rendering, 4, an(1, 35), 'must be 1-35 characters');
        check(rendering, 5, an(1, 25, true), 'must be 1-25 characters');
        check(rendering, 8, /^XX$/, 'must be XX');
        check(rendering, 9, npiOk(e(rendering, 9)), 'must be a valid NPI');
        const billingNpi = [...body.slice(0, i)]
          .reverse()
          .find((s) => s.id === 'NM1' && e(s, 1) === '85');
        if (billingNpi && e(billingNpi, 9) === e(rendering, 9))
          fail(
            `NM109 (segment ${rendering.pos}): 2310B only when the rendering NPI differs from the billing provider's`,
          );
        if (is('PRV', 'PE')) {
          const prv = take('PRV', '2310B') as Seg;
          check(prv, 2, /^PXC$/, 'must be PXC');
          check(prv, 3, /^[0-9A-Z]{9}X$/, 'must be a taxonomy code');
        }
      }
      if (is('NM1', '77')) {
        const facility = take('NM1', '2310C') as Seg;
        check(facility, 2, /^2$/, 'must be 2');
        check(facility, 3, an(1, 60), 'must be 1-60 characters');
        if (e(facility, 8) !== '' || e(facility, 9) !== '') {
          check(facility, 8, /^XX$/, 'must be XX');
          check(facility, 9, npiOk(e(facility, 9)), 'must be a valid NPI');
        }
        checkN3N4('2310C', /^\d{9}$/);
      }
      let lineTotal = 0;
      let lineNumber = 0;
      while (is('LX')) {
        lineNumber += 1;
        const lx = take('LX', '2400') as Seg;
        check(lx, 1, e(lx, 1) === String(lineNumber), `must be ${lineNumber}`);
        const sv1 = take('SV1', '2400');
        if (sv1) {
          const [hc = '', code = '', ...modifiers] = e(sv1, 1).split(':');
          check(
            sv1,
            1,
            hc === 'HC' &&
              /^[A-Z0-9]{5}$/.test(code) &&
              modifiers.length <= 4 &&
              modifiers.every((m) => /^[A-Z0-9]{2}$/.test(m)),
            'must be HC:code[:modifiers]',
          );
          check(sv1, 2, AMOUNT, 'must be an amount');
          lineTotal += Math.round(Number(e(sv1, 2)) * 100);
          check(sv1, 3, /^(UN|MJ)$/, 'must be UN or MJ');
          check(sv1, 4, /^[1-9]\d{0,6}(\.\d{1,3})?$/, 'must be a quantity');
          check(
            sv1,
            5,
            e(sv1, 5) === '' || (POS.test(e(sv1, 5)) && e(sv1, 5) !== pos),
            'must be empty or a place of service different from CLM05-1',
          );
          check(sv1, 6, empty, 'must be empty');
          const pointers = e(sv1, 7).split(':');
          check(
            sv1,
            7,
            pointers.length <= 4 &&
              new Set(pointers).size === pointers.length &&
              pointers.every((p) => /^([1-9]|1[0-2])$/.test(p) && Number(p) <= diagnosisCount),
            'must be 1-4 distinct pointers to HI diagnoses',
          );
          if (sv1.el.length > 7) fail(`SV1 (segment ${sv1.pos}): unexpected elements after SV107`);
        }
        const dtp = take('DTP', '2400', '472');
        if (dtp) {
          check(dtp, 2, /^(D8|RD8)$/, 'must be D8 or RD8');
          check(dtp, 3, e(dtp, 2) === 'RD8' ? /^\d{8}-\d{8}$/ : DATE, 'must be a date or range');
        }
        if (is('REF', '6R')) {
          const ref = take('REF', '2400') as Seg;
          check(ref, 2, an(1, 50), 'must be 1-50 characters');
        }
      }
      if (lineNumber === 0)
        fail(`2400 (after segment ${clm.pos}): a claim needs at least one service line`);
      if (lineNumber > 50) fail(`2400 (after segment ${clm.pos}): at most 50 service lines`);
      check(
        clm,
        2,
        Math.round(Number(e(clm, 2)) * 100) === lineTotal,
        'must equal the sum of SV102',
      );
    }
    if (hlSegments.length === 0) fail('2000A: a transaction needs a billing provider');
    const lastHl = hlSegments[hlSegments.length - 1];
    if (lastHl && e(lastHl, 3) === '20')
      fail(`HL (segment ${lastHl.pos}): a billing provider without a subscriber`);
    const se = take('SE', 'trailer');
    if (!se) return problems;
    check(se, 1, e(se, 1) === String(i - start), `must count ST..SE (${i - start})`);
    check(se, 2, e(se, 2) === e(st, 2), 'must equal ST02');
  }
  return problems;
}
