import { checkServiceLines } from './service-lines.ts';
import {
  AMOUNT,
  an,
  checkN3N4,
  DATE,
  e,
  empty,
  npiOk,
  POS,
  type Seg,
  type Validation,
} from './validation.ts';

/**
 * The claim (2300) with its optional rendering provider (2310B) and service facility (2310C),
 * then its service lines, whose charges must add up to CLM02. False when there is no CLM.
 */
export function checkClaim(v: Validation): boolean {
  const clm = v.take('CLM', '2300');
  if (!clm) return false;
  v.check(clm, 1, an(1, 38), 'must be 1-38 characters');
  v.check(clm, 2, AMOUNT, 'must be an amount');
  v.check(clm, 3, empty, 'must be empty');
  v.check(clm, 4, empty, 'must be empty');
  const [pos = '', qualifier = '', frequency = '', ...extra] = e(clm, 5).split(':');
  v.check(
    clm,
    5,
    POS.test(pos) && qualifier === 'B' && /^[178]$/.test(frequency) && extra.length === 0,
    'must be place of service:B:frequency',
  );
  v.check(clm, 6, /^[YN]$/, 'must be Y or N');
  v.check(clm, 7, /^[ABC]$/, 'must be A, B or C');
  v.check(clm, 8, /^[NWY]$/, 'must be N, W or Y');
  v.check(clm, 9, /^[IY]$/, 'must be I or Y');
  // Admission (435), then discharge (096) dates of an inpatient stay.
  for (const dateQualifier of ['435', '096']) {
    if (v.is('DTP', dateQualifier)) {
      const dtp = v.take('DTP', '2300') as Seg;
      v.check(dtp, 2, /^D8$/, 'must be D8');
      v.check(dtp, 3, DATE, 'must be CCYYMMDD');
    }
  }
  if (frequency === '7' || frequency === '8') {
    const f8 = v.take('REF', '2300 (replacement or void)', 'F8');
    if (f8) v.check(f8, 2, an(1, 50), 'must be 1-50 characters');
  } else if (v.is('REF', 'F8'))
    v.fail(`REF*F8 (segment ${v.peek()?.pos}): only for frequency 7 or 8`);
  if (v.is('NTE')) {
    const nte = v.take('NTE', '2300') as Seg;
    v.check(nte, 1, /^(ADD|CER|DCP|DGN|TPO)$/, 'must be a note reference code');
    v.check(nte, 2, an(1, 80), 'must be 1-80 characters');
  }
  const diagnosisCount = checkDiagnoses(v);
  if (v.is('NM1', '82')) checkRenderingProvider(v);
  if (v.is('NM1', '77')) {
    const facility = v.take('NM1', '2310C') as Seg;
    v.check(facility, 2, /^2$/, 'must be 2');
    v.check(facility, 3, an(1, 60), 'must be 1-60 characters');
    if (e(facility, 8) !== '' || e(facility, 9) !== '') {
      v.check(facility, 8, /^XX$/, 'must be XX');
      v.check(facility, 9, npiOk(e(facility, 9)), 'must be a valid NPI');
    }
    checkN3N4(v, '2310C', /^\d{9}$/);
  }
  const { lineNumber, lineTotal } = checkServiceLines(v, pos, diagnosisCount);
  if (lineNumber === 0)
    v.fail(`2400 (after segment ${clm.pos}): a claim needs at least one service line`);
  if (lineNumber > 50) v.fail(`2400 (after segment ${clm.pos}): at most 50 service lines`);
  v.check(clm, 2, Math.round(Number(e(clm, 2)) * 100) === lineTotal, 'must equal the sum of SV102');
  return true;
}

/** HI: the principal diagnosis (ABK) then up to eleven others (ABF); returns how many. */
function checkDiagnoses(v: Validation): number {
  const hi = v.take('HI', '2300');
  if (!hi) return 0;
  if (hi.el.length > 12) v.fail(`HI (segment ${hi.pos}): at most 12 diagnoses`);
  hi.el.forEach((value, n) => {
    const [q = '', code = '', ...rest] = value.split(':');
    const qualifierOk = n === 0 ? q === 'ABK' : q === 'ABF';
    if (!qualifierOk || !/^[A-Z][0-9][0-9A-Z]{1,5}$/.test(code) || rest.length > 0) {
      v.fail(
        `HI${String(n + 1).padStart(2, '0')} (segment ${hi.pos}): must be ${n === 0 ? 'ABK' : 'ABF'}:an ICD-10 code without its dot, got "${value}"`,
      );
    }
  });
  return hi.el.length;
}

/** 2310B: only for a rendering NPI other than the billing provider's. */
function checkRenderingProvider(v: Validation): void {
  const rendering = v.take('NM1', '2310B') as Seg;
  v.check(rendering, 2, /^1$/, 'must be 1 (a person)');
  v.check(rendering, 3, an(1, 60), 'must be 1-60 characters');
  v.check(rendering, 4, an(1, 35), 'must be 1-35 characters');
  v.check(rendering, 5, an(1, 25, true), 'must be 1-25 characters');
  v.check(rendering, 8, /^XX$/, 'must be XX');
  v.check(rendering, 9, npiOk(e(rendering, 9)), 'must be a valid NPI');
  const billingNpi = [...v.body.slice(0, v.index)]
    .reverse()
    .find((s) => s.id === 'NM1' && e(s, 1) === '85');
  if (billingNpi && e(billingNpi, 9) === e(rendering, 9))
    v.fail(
      `NM109 (segment ${rendering.pos}): 2310B only when the rendering NPI differs from the billing provider's`,
    );
  if (v.is('PRV', 'PE')) {
    const prv = v.take('PRV', '2310B') as Seg;
    v.check(prv, 2, /^PXC$/, 'must be PXC');
    v.check(prv, 3, /^[0-9A-Z]{9}X$/, 'must be a taxonomy code');
  }
}
