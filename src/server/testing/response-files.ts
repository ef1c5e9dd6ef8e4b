import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Payer response files for tests, built from the X12 module's fixtures (which show each format
 * segment by segment): the fixture's form IDs, service dates and control numbers are replaced
 * by a test's own, so each test answers its own claims in a file no other test imported.
 */

const fixtureDir = fileURLToPath(new URL('../formats/x12/fixtures/responses/', import.meta.url));
const fixture = (name: string) => readFileSync(`${fixtureDir}${name}`, 'utf8').trimEnd();

let controlSeed = Math.floor(Math.random() * 400_000_000) + 100_000_000;
/** A control number no other file of this test run has (ISA13 is nine digits). */
const nextControl = () => controlSeed++;

const compact = (date: string) => date.replaceAll('-', '');

/** Gives the file its own interchange and group control numbers (ISA13/IEA02, GS06/GE02). */
function withControl(text: string, control = nextControl()): string {
  const isa = String(control).padStart(9, '0');
  const group = String(control);
  return text
    .replace(/(\^\*00501\*)\d{9}(\*)/, `$1${isa}$2`)
    .replace(/(IEA\*\d+\*)\d{9}/, `$1${isa}`)
    .replace(/^(GS\*(?:[^*]*\*){5})\d+/m, `$1${group}`)
    .replace(/^GE\*1\*\d+/m, `GE*1*${group}`);
}

/** The claim as a response names it: our form ID and its service date. */
export interface AnsweredClaim {
  formId: string;
  serviceDate: string;
}

/** 835-paid.x12 paying `claim` in full ($162.11). */
export function paid835(claim: AnsweredClaim): string {
  return withControl(
    fixture('835-paid.x12')
      .replaceAll('DB-2026-000101', claim.formId)
      .replaceAll('20261102', compact(claim.serviceDate)),
  );
}

/**
 * 835-denied.x12: nothing paid on `claim` ($162.11), CO-4 and remark codes MA130, N823; from
 * Medi-Cal to the test doulas' NPI (1234567893), the payer and payee the test claims have.
 */
export function denied835(claim: AnsweredClaim): string {
  return withControl(
    fixture('835-denied.x12')
      .replaceAll('DB-2026-000103', claim.formId)
      .replaceAll('20261109', compact(claim.serviceDate))
      .replace('N1*PR*PARTNERSHIP HEALTHPLAN~', 'N1*PR*MEDI-CAL~')
      .replace('*XX*1558598797~', '*XX*1234567893~'),
  );
}

/**
 * One 835 answering several claims: each claim's CLP loop as `answer` writes it for that claim
 * alone (denied835 by default), under the first file's header, with SE01 counted again.
 */
export function manyClaims835(
  claims: AnsweredClaim[],
  answer: (claim: AnsweredClaim) => string = denied835,
): string {
  const files = claims.map((claim) => answer(claim).split('\n'));
  const first = files[0]!;
  const loopStart = (lines: string[]) => lines.findIndex((line) => line.startsWith('CLP*'));
  const loopEnd = (lines: string[]) => lines.findIndex((line) => line.startsWith('SE*'));
  const header = first.slice(0, loopStart(first));
  const loops = files.flatMap((lines) => lines.slice(loopStart(lines), loopEnd(lines)));
  const segments = header.length - 2 + loops.length + 1;
  const trailer = first.slice(loopEnd(first));
  trailer[0] = trailer[0]!.replace(/^SE\*\d+\*/, `SE*${segments}*`);
  return withControl([...header, ...loops, ...trailer].join('\n'));
}

/** An 835 paying `claim` ($162.11 charged) `paid` dollars: above the charge, it is held. */
export const overpaid835 = (claim: AnsweredClaim, paid = '1000000') =>
  remittance835(paid, claimPayment(claim, { paid }));

/** The same file paid to another payee (N1*PE NPI, and REF*TJ when `taxId` is given). */
export function toPayee(text: string, npi: string, taxId?: string): string {
  const payee = text.replace(/^(N1\*PE\*[^*]*\*XX\*)\d+~/m, `$1${npi}~`);
  return taxId ? payee.replace(/^REF\*TJ\*[^~]*~/m, `REF*TJ*${taxId}~`) : payee;
}

/**
 * The same payments in a new envelope (new interchange and group control numbers), with a new
 * check or EFT trace number (TRN02) when `trace` is given.
 */
export function inNewEnvelope(text: string, trace?: string): string {
  const moved = trace ? text.replace(/^TRN\*1\*[^*]+\*/m, `TRN*1*${trace}*`) : text;
  return withControl(moved);
}

/**
 * An 835 of 835-paid.x12's payer with the claim payments given as segments (from CLP on):
 * BPR02 is set to `totalPaid` and SE01 counted, so the file balances and is well formed.
 */
export function remittance835(totalPaid: string, claimSegments: string[]): string {
  const paid = fixture('835-paid.x12').split('\n');
  const header = paid.slice(2, paid.findIndex((line) => line.startsWith('LX*')) + 1);
  header[1] = header[1]!.replace(/^BPR\*I\*[^*]+/, `BPR*I*${totalPaid}`);
  const body = [...header, ...claimSegments.map((segment) => `${segment}~`)];
  const envelope = paid.slice(0, 2);
  const trailer = paid.slice(-3);
  return withControl(
    [...envelope, ...body, `SE*${body.length + 1}*0001~`, ...trailer.slice(1)].join('\n'),
  );
}

/** One claim payment's segments (CLP, SVC, DTM*472, CAS …) for remittance835. */
export function claimPayment(
  claim: AnsweredClaim,
  options: {
    status?: string;
    charge?: string;
    paid: string;
    patientShare?: string;
    payerClaimNumber?: string;
    cas?: string[];
  },
): string[] {
  const charge = options.charge ?? '162.11';
  const sign = charge.startsWith('-') ? '-' : '';
  return [
    `CLP*${claim.formId}*${options.status ?? '1'}*${charge}*${options.paid}*${options.patientShare ?? ''}*MC*${options.payerClaimNumber ?? '2026328000456'}*12*1`,
    'NM1*QC*1*RIVERA*ANA****MI*91234567A',
    `SVC*HC:Z1034:XP*${charge}*${options.paid}**${sign}1`,
    `DTM*472*${compact(claim.serviceDate)}`,
    ...(options.cas ?? []),
  ];
}

/** The payer's reversal of the $162.11 payment of `claim` (a negative CLP, BPR debit). */
export const reversal835 = (claim: AnsweredClaim) =>
  remittance835(
    '0',
    claimPayment(claim, { status: '22', charge: '-162.11', paid: '-162.11' }),
  ).replace(/BPR\*I\*0\*C/, 'BPR*I*162.11*D');

/**
 * 277ca-accepted-and-rejected.x12: `accepted` accepted into adjudication (A2:20, payer claim
 * number 2026328000456), `rejected` rejected for invalid information (A7:562).
 */
export function acceptedAndRejected277ca(accepted: AnsweredClaim, rejected: AnsweredClaim) {
  return withControl(
    fixture('277ca-accepted-and-rejected.x12')
      .replaceAll('DB-2026-000101', accepted.formId)
      .replaceAll('DTP*472*D8*20261102', `DTP*472*D8*${compact(accepted.serviceDate)}`)
      .replaceAll('DB-2026-000103', rejected.formId)
      .replaceAll('DTP*472*D8*20261109', `DTP*472*D8*${compact(rejected.serviceDate)}`)
      // Both claims are the test doulas' (NPI 1234567893): a 277CA matches by provider too.
      .replaceAll('*XX*1558598797~', '*XX*1234567893~'),
  );
}

/** 999-rejected.x12 with its own control numbers. */
export const rejected999 = () => withControl(fixture('999-rejected.x12'));

/**
 * A 999 acknowledging our batch `number` (its group and transaction control number):
 * 999-accepted.x12 or 999-rejected.x12 (NM109 bad, HI missing) with AK1/AK2 naming the batch.
 */
export function acknowledgement999(number: number, outcome: 'accepted' | 'rejected'): string {
  return withControl(
    fixture(`999-${outcome}.x12`)
      .replace(/^AK1\*HC\*\d+/m, `AK1*HC*${number}`)
      .replace(/^AK2\*837\*\d+/m, `AK2*837*${String(number).padStart(4, '0')}`),
  );
}

/**
 * 999-accepted-with-ta1.x12: a TA1 between the ISA and the GS (accepting our batch's
 * interchange, its ISA13) in front of a 999 accepting its group and transaction set (its number).
 */
export function acknowledgement999WithTa1(batch: {
  number: number;
  interchangeControlNumber: number;
}): string {
  const { number, interchangeControlNumber } = batch;
  return withControl(
    fixture('999-accepted-with-ta1.x12')
      .replace(/^TA1\*\d{9}/m, `TA1*${String(interchangeControlNumber).padStart(9, '0')}`)
      .replace(/^AK1\*HC\*\d+/m, `AK1*HC*${number}`)
      .replace(/^AK2\*837\*\d+/m, `AK2*837*${String(number).padStart(4, '0')}`),
  );
}

/**
 * A lone TA1 about the interchange with this control number (a batch's ISA13): ta1-accepted.x12,
 * or ta1-rejected.x12 (note code 006, our sender ID not valid) unless another `note` code is given.
 */
export function interchangeAcknowledgement(
  number: number,
  outcome: 'accepted' | 'rejected',
  note?: string,
): string {
  const text = fixture(`ta1-${outcome}.x12`).replace(
    /^TA1\*\d{9}/m,
    `TA1*${String(number).padStart(9, '0')}`,
  );
  return withControl(note ? text.replace(/\*(\d{3})~$/m, `*${note}~`) : text);
}

/** The same interchange (control numbers and all) in other bytes: one line, no breaks. */
export const onOneLine = (text: string) => text.replaceAll('\n', '');

/**
 * An upload to POST /api/operator/imports: a small file of its own unless `text` is given, a
 * lone TA1 about an interchange we never sent, in an interchange of its own (applied, with one
 * unmatched item: a fresh import each time).
 */
export function uploadOf(
  text = interchangeAcknowledgement(999_999_999, 'accepted'),
  name = 'upload.x12',
) {
  return {
    payload: Buffer.from(text),
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
    },
  };
}

/**
 * A 999 of about `bytes` acknowledging a group we never sent, made of one error pair (IK3/IK4)
 * per 35 bytes or so, in an interchange and group of its own: for memory measurements.
 */
export function errorHeavy999(bytes: number): string {
  const control = nextControl();
  const isa = String(control);
  const lines = [
    `ISA*00*          *00*          *ZZ*CLEARHOUSE01   *ZZ*DOULABILL      *261123*0930*^*00501*${isa}*0*T*:~`,
    `GS*FA*CLEARHOUSE01*DOULABILL*20261123*0930*${control}*X*005010X231A1~`,
    'ST*999*0001*005010X231A1~',
    'AK1*HC*999999999*005010X222A1~',
    'AK2*837*0001*005010X222A1~',
  ];
  let size = lines.join('\n').length;
  let position = 2;
  while (size < bytes - 200) {
    const ik3 = `IK3*NM1*${position}*2010BA*8~`;
    const ik4 = 'IK4*9*67*7~';
    lines.push(ik3, ik4);
    size += ik3.length + ik4.length + 2;
    position += 1;
  }
  // SE01 counts ST to SE: the segments after GS so far, IK5, AK9 and SE itself.
  const counted = lines.length - 2 + 3;
  lines.push('IK5*R*5~', 'AK9*R*1*1*0~', `SE*${counted}*0001~`, `GE*1*${control}~`);
  lines.push(`IEA*1*${isa}~`);
  return `${lines.join('\n')}\n`;
}
