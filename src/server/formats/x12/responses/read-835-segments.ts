import { type Delimiters, type Segment, element } from '../codec.ts';
import { X12ReadError } from '../errors.ts';
import {
  components,
  date,
  label,
  money,
  namedMember,
  optional,
  optionalDate,
  optionalMoney,
  procedure,
  required,
} from './read-helpers.ts';

/**
 * The 835 remittance advice (005010X221A1): one payment (BPR, with its check or EFT number in
 * TRN) and, per claim (CLP), what was charged, paid and left to the patient, with adjustments
 * (CAS: group code, reason code, amount) at claim and service-line level (SVC), remark codes
 * (MOA, LQ) and provider-level adjustments (PLB) that are not about one claim. The payment
 * must equal the claims' payments less the provider adjustments; a file where it does not is
 * refused.
 */

import type {
  Adjustment,
  ClaimPayment,
  ProviderAdjustment,
  Remittance,
  ServicePayment,
} from './remittance.ts';
import { CLAIM_STATUS_MEANINGS } from './remittance.ts';

function casAdjustments(segment: Segment): Adjustment[] {
  const group = required(segment, 1);
  const adjustments: Adjustment[] = [];
  for (let n = 2; n <= 17; n += 3) {
    const reason = element(segment, n);
    if (reason === '') continue;
    const quantity = element(segment, n + 2);
    adjustments.push({
      group,
      reason,
      amountCents: money(segment, n + 1),
      ...(quantity !== '' ? { quantity: Number(quantity) } : {}),
    });
  }
  if (adjustments.length === 0) {
    throw new X12ReadError(
      'structure',
      `${label(segment, 2)} is missing: CAS needs a reason code.`,
    );
  }
  return adjustments;
}

function plbAdjustments(segment: Segment, delimiters: Delimiters): ProviderAdjustment[] {
  const providerId = required(segment, 1);
  const fiscalPeriodDate = date(segment, 2);
  const adjustments: ProviderAdjustment[] = [];
  for (let n = 3; n <= 13; n += 2) {
    if (element(segment, n) === '') continue;
    const [reason = '', reference] = components(segment, n, delimiters);
    adjustments.push({
      providerId,
      fiscalPeriodDate,
      reason,
      ...(reference ? { reference } : {}),
      amountCents: money(segment, n + 1),
    });
  }
  return adjustments;
}

export function headerOf(controlNumber: string, bpr: Segment, trn: Segment): Remittance {
  return {
    controlNumber,
    payment: {
      handling: required(bpr, 1),
      amountCents: money(bpr, 2),
      creditDebit: required(bpr, 3),
      method: required(bpr, 4),
      date: optionalDate(bpr, 16),
      traceNumber: required(trn, 2),
      payerIdentifier: optional(trn, 3),
    },
    payer: {},
    payee: {},
    claims: [],
    providerAdjustments: [],
    warnings: [],
  };
}

/** Where an 835 is while its segments are read: the party named last and the open claim and line. */
interface Reading835 {
  remittance: Remittance;
  delimiters: Delimiters;
  party: 'payer' | 'payee' | undefined;
  claim: ClaimPayment | undefined;
  service: ServicePayment | undefined;
}

const structure = (message: string) => new X12ReadError('structure', message);

function readParty(reading: Reading835, segment: Segment): void {
  const entity = element(segment, 1);
  if (entity === 'PR') {
    reading.party = 'payer';
    reading.remittance.payer = { name: optional(segment, 2), id: optional(segment, 4) };
  } else if (entity === 'PE') {
    reading.party = 'payee';
    reading.remittance.payee = {
      name: optional(segment, 2),
      ...(element(segment, 3) === 'XX' ? { npi: optional(segment, 4) } : {}),
      ...(element(segment, 3) === 'FI' ? { taxId: optional(segment, 4) } : {}),
    };
  }
}

function readReference({ remittance, party, claim, service }: Reading835, segment: Segment): void {
  const qualifier = element(segment, 1);
  if (service && qualifier === '6R') service.lineControlNumber = optional(segment, 2);
  else if (!claim && party === 'payer' && qualifier === '2U')
    remittance.payer.id = optional(segment, 2);
  else if (!claim && party === 'payee' && qualifier === 'TJ')
    remittance.payee.taxId = optional(segment, 2);
}

/** DTM: a line's service dates, a claim's period or received date, or the production date. */
function readDate({ remittance, claim, service }: Reading835, segment: Segment): void {
  const qualifier = element(segment, 1);
  if (service && ['472', '150', '151'].includes(qualifier)) {
    const day = date(segment, 2);
    const dates = service.serviceDates ?? { from: day, to: day };
    if (qualifier === '151') dates.to = day;
    else dates.from = day;
    if (qualifier === '472') dates.to = day;
    service.serviceDates = dates;
  } else if (claim && !service && (qualifier === '232' || qualifier === '233')) {
    claim.servicePeriod = {
      ...claim.servicePeriod,
      [qualifier === '232' ? 'from' : 'to']: date(segment, 2),
    };
  } else if (claim && !service && qualifier === '050') {
    claim.receivedDate = date(segment, 2);
  } else if (!claim && qualifier === '405') {
    remittance.productionDate = date(segment, 2);
  }
}

function openClaim(reading: Reading835, segment: Segment): void {
  const status = required(segment, 2);
  reading.service = undefined;
  reading.claim = {
    patientControlNumber: required(segment, 1),
    status,
    statusMeaning: CLAIM_STATUS_MEANINGS[status] ?? 'unknown status',
    chargeCents: money(segment, 3),
    paidCents: money(segment, 4),
    patientResponsibilityCents: optionalMoney(segment, 5) ?? 0,
    claimFilingIndicator: optional(segment, 6),
    payerClaimNumber: optional(segment, 7),
    frequency: optional(segment, 9),
    adjustments: [],
    remarkCodes: [],
    patient: {},
    services: [],
  };
}

function openService(reading: Reading835, segment: Segment): void {
  const claim = reading.claim;
  if (!claim) throw structure(`SVC at segment ${segment.position} is outside a claim.`);
  const { code, modifiers } = procedure(segment, 1, reading.delimiters);
  const units = element(segment, 5);
  reading.service = {
    procedureCode: code,
    modifiers,
    chargeCents: money(segment, 2),
    paidCents: money(segment, 3),
    units: units === '' ? 1 : Number(units),
    adjustments: [],
    remarkCodes: [],
  };
  claim.services.push(reading.service);
}

/** A provider adjustment (PLB) or a new header number (LX) ends the claim and line open. */
function closeClaim(reading: Reading835): void {
  reading.claim = undefined;
  reading.service = undefined;
}

function readSegment(reading: Reading835, segment: Segment): void {
  const { claim, service } = reading;
  switch (segment.id) {
    case 'N1':
      return readParty(reading, segment);
    case 'REF':
      return readReference(reading, segment);
    case 'DTM':
      return readDate(reading, segment);
    case 'CLP':
      return openClaim(reading, segment);
    case 'CAS':
      if (service) service.adjustments.push(...casAdjustments(segment));
      else if (claim) claim.adjustments.push(...casAdjustments(segment));
      else throw structure(`CAS at segment ${segment.position} is outside a claim.`);
      return;
    case 'NM1':
      if (claim && !service && element(segment, 1) === 'QC') claim.patient = namedMember(segment);
      return;
    case 'MOA':
      claim?.remarkCodes.push(...[3, 4, 5, 6, 7].map((n) => element(segment, n)).filter(Boolean));
      return;
    case 'MIA':
      claim?.remarkCodes.push(
        ...[5, 20, 21, 22, 23].map((n) => element(segment, n)).filter(Boolean),
      );
      return;
    case 'SVC':
      return openService(reading, segment);
    case 'AMT':
      if (service && element(segment, 1) === 'B6') service.allowedCents = money(segment, 2);
      else if (claim && !service && element(segment, 1) === 'I')
        claim.interestCents = money(segment, 2);
      return;
    case 'LQ':
      if (service && element(segment, 1) === 'HE') service.remarkCodes.push(required(segment, 2));
      return;
    case 'PLB':
      closeClaim(reading);
      reading.remittance.providerAdjustments.push(...plbAdjustments(segment, reading.delimiters));
      return;
    case 'LX':
      return closeClaim(reading);
    // Header, payer and payee details, provider summaries and claim extras we do not act on.
    case 'CUR':
    case 'N3':
    case 'N4':
    case 'PER':
    case 'RDM':
    case 'TS3':
    case 'TS2':
    case 'QTY':
      return;
    default:
      throw structure(`Segment ${segment.position} (${segment.id}) does not belong in an 835.`);
  }
}

export /**
 * The claim payments after BPR and TRN, each given once its last segment is read; what is not
 * about one claim (payer, payee, provider adjustments) is written into `remittance` on the way.
 */
function* claimPayments(
  segments: Iterator<Segment>,
  delimiters: Delimiters,
  remittance: Remittance,
): Generator<ClaimPayment> {
  const reading: Reading835 = {
    remittance,
    delimiters,
    party: undefined,
    claim: undefined,
    service: undefined,
  };
  for (let next = segments.next(); !next.done; next = segments.next()) {
    const segment = next.value;
    const id = segment.id;
    if (reading.claim && (id === 'CLP' || id === 'PLB' || id === 'LX')) {
      yield reading.claim;
      reading.claim = undefined;
    }
    readSegment(reading, segment);
  }
  if (reading.claim) yield reading.claim;
}
