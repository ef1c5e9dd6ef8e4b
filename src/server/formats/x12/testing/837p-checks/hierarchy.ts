import { checkClaim } from './claim.ts';
import { an, checkN3N4, DATE, e, empty, npiOk, type Seg, type Validation } from './validation.ts';

/**
 * The HL loops: each billing provider (2000A, HL03 20) followed by its subscribers (2000B,
 * HL03 22), each carrying one claim. HL numbers count up from 1 and a subscriber's parent is
 * the billing provider above it. False when the rest of the transaction cannot be read.
 */
export function checkHierarchy(v: Validation): boolean {
  const hlIds = new Map<string, string>();
  let expectedHl = 1;
  let currentProvider = '';
  const hlSegments: Seg[] = [];
  while (v.is('HL')) {
    const hl = v.take('HL', '2000') as Seg;
    hlSegments.push(hl);
    v.check(
      hl,
      1,
      e(hl, 1) === String(expectedHl),
      `must be ${expectedHl} (HL numbers count up from 1)`,
    );
    expectedHl += 1;
    hlIds.set(e(hl, 1), e(hl, 3));
    if (e(hl, 3) === '20') {
      checkBillingProvider(v, hl);
      currentProvider = e(hl, 1);
      continue;
    }
    if (e(hl, 3) !== '22') {
      v.fail(`HL03 (segment ${hl.pos}): must be 20 or 22, got "${e(hl, 3)}"`);
      return false;
    }
    v.check(
      hl,
      2,
      e(hl, 2) === currentProvider && hlIds.get(e(hl, 2)) === '20',
      'must be the billing provider HL above it',
    );
    v.check(hl, 4, /^0$/, 'must be 0 (the patient is the subscriber)');
    checkSubscriber(v);
    if (!checkClaim(v)) return false;
  }
  if (hlSegments.length === 0) v.fail('2000A: a transaction needs a billing provider');
  const lastHl = hlSegments[hlSegments.length - 1];
  if (lastHl && e(lastHl, 3) === '20')
    v.fail(`HL (segment ${lastHl.pos}): a billing provider without a subscriber`);
  return true;
}

/** 2000A and 2010AA: taxonomy, name and NPI, a street address (never a PO box), tax ID. */
function checkBillingProvider(v: Validation, hl: Seg): void {
  v.check(hl, 2, empty, 'must be empty for a billing provider');
  v.check(hl, 4, /^1$/, 'must be 1 (a subscriber follows)');
  if (v.is('PRV')) {
    const prv = v.take('PRV', '2000A') as Seg;
    v.check(prv, 1, /^BI$/, 'must be BI');
    v.check(prv, 2, /^PXC$/, 'must be PXC');
    v.check(prv, 3, /^[0-9A-Z]{9}X$/, 'must be a taxonomy code');
  }
  const nm1 = v.take('NM1', '2010AA', '85');
  if (nm1) {
    v.check(nm1, 2, /^[12]$/, 'must be 1 or 2');
    v.check(nm1, 3, an(1, 60), 'must be 1-60 characters');
    if (e(nm1, 2) === '1') v.check(nm1, 4, an(1, 35), 'must be 1-35 characters');
    else for (const n of [4, 5, 6, 7]) v.check(nm1, n, empty, 'must be empty for an organization');
    v.check(nm1, 5, an(1, 25, true), 'must be 1-25 characters');
    v.check(nm1, 8, /^XX$/, 'must be XX');
    v.check(nm1, 9, npiOk(e(nm1, 9)), 'must be a valid NPI');
  }
  checkN3N4(v, '2010AA', /^\d{9}$/);
  const n3 = v.body[v.index - 2];
  if (n3?.id === 'N3' && /\bP\.?\s*O\.?\s*BOX\b/i.test(n3.el.join(' ')))
    v.fail(`N3 (segment ${n3.pos}): billing provider address must not be a PO box`);
  const ref = v.take('REF', '2010AA');
  if (ref) {
    v.check(ref, 1, /^(EI|SY)$/, 'must be EI or SY');
    v.check(ref, 2, /^\d{9}$/, 'must be nine digits');
  }
}

/** 2000B, 2010BA and 2010BB: the patient as subscriber, and the payer. */
function checkSubscriber(v: Validation): void {
  const sbr = v.take('SBR', '2000B');
  if (sbr) {
    v.check(sbr, 1, /^[PSTABCDEFGH]$/, 'must be a payer responsibility code');
    v.check(sbr, 2, /^18$/, 'must be 18 (self)');
    v.check(sbr, 3, an(1, 50, true), 'must be 1-50 characters');
    v.check(sbr, 4, an(1, 60, true), 'must be 1-60 characters');
    for (const n of [5, 6, 7, 8]) v.check(sbr, n, empty, 'must be empty');
    v.check(
      sbr,
      9,
      /^(11|12|13|14|15|16|17|AM|BL|CH|CI|DS|FI|HM|LM|MA|MB|MC|OF|TV|VA|WC|ZZ)$/,
      'must be a claim filing indicator',
    );
  }
  const il = v.take('NM1', '2010BA', 'IL');
  if (il) {
    v.check(il, 2, /^1$/, 'must be 1');
    v.check(il, 3, an(1, 60), 'must be 1-60 characters');
    v.check(il, 4, an(1, 35), 'must be 1-35 characters');
    v.check(il, 5, an(1, 25, true), 'must be 1-25 characters');
    v.check(il, 8, /^MI$/, 'must be MI');
    v.check(il, 9, an(2, 80), 'must be 2-80 characters');
  }
  checkN3N4(v, '2010BA', /^(\d{5}|\d{9})$/);
  const dmg = v.take('DMG', '2010BA');
  if (dmg) {
    v.check(dmg, 1, /^D8$/, 'must be D8');
    v.check(dmg, 2, DATE, 'must be CCYYMMDD');
    v.check(dmg, 3, /^[FMU]$/, 'must be F, M or U');
  }
  const pr = v.take('NM1', '2010BB', 'PR');
  if (pr) {
    v.check(pr, 2, /^2$/, 'must be 2');
    v.check(pr, 3, an(1, 60), 'must be 1-60 characters');
    v.check(pr, 8, /^PI$/, 'must be PI');
    v.check(pr, 9, an(2, 80), 'must be 2-80 characters');
  }
}
