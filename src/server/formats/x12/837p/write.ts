import { type SegmentSpec, WRITE_DELIMITERS, formatSegment } from '../codec.ts';
import { fit, identifierText, personNameText, plainText } from '../text.ts';
import { formatDate, formatMoney } from '../values.ts';
import { claimFilingIndicatorByPayerType } from './claim-filing.ts';
import {
  type Batch837p,
  type Batch837pInput,
  type Claim837p,
  type ServiceLine837p,
  parseBatch837p,
} from './input.ts';

/**
 * The 837P (ASC X12 005010X222A1) professional claim file. One interchange, one functional
 * group and one transaction set per batch; inside it one billing provider loop (2000A) per
 * distinct billing provider, in the order the claims name them, and under it one subscriber
 * loop (2000B) per claim. Because the patient is always the subscriber, there is no 2000C loop.
 *
 * Maximum lengths (the guide's; longer text is cut): NM103 60, NM104 35, NM105 25, N301/N302 55,
 * N401 30, PER02 60, NTE02 80.
 */

export const IMPLEMENTATION_GUIDE_837P = '005010X222A1';

export interface Write837pOptions {
  /** Written after each segment terminator so people can read the file; none by default. */
  lineBreak?: '' | '\n' | '\r\n';
}

/** The whole file as text. Throws `X12InputError` (naming each claim and element) before writing anything. */
export function write837p(input: Batch837pInput, options: Write837pOptions = {}): string {
  const batch = parseBatch837p(input);
  const terminator = WRITE_DELIMITERS.segment + (options.lineBreak ?? '');
  const body = transactionSegments(batch);
  const { interchange } = batch;
  const date = formatDate(interchange.createdAt.date);
  const time = interchange.createdAt.time.replace(':', '');
  const groupControl = String(interchange.groupControlNumber);
  const lines = [
    isaSegment(batch),
    formatSegment([
      'GS',
      'HC',
      interchange.applicationSenderCode ?? interchange.senderId.toUpperCase(),
      interchange.applicationReceiverCode ?? interchange.receiverId.toUpperCase(),
      date,
      time,
      groupControl,
      'X',
      IMPLEMENTATION_GUIDE_837P,
    ]),
    ...body.map((segment) => formatSegment(segment)),
    formatSegment(['GE', '1', groupControl]),
    formatSegment(['IEA', '1', controlNumber9(interchange.interchangeControlNumber)]),
  ];
  return lines.map((line) => line + terminator).join('');
}

function controlNumber9(value: number): string {
  return String(value).padStart(9, '0');
}

/** The fixed-width interchange header: every element padded to its exact size, 106 characters with `~`. */
function isaSegment({ interchange }: Batch837p): string {
  const pad = (value: string, width: number) => value.toUpperCase().padEnd(width, ' ');
  return formatSegment([
    'ISA',
    '00', // no authorization information
    pad('', 10),
    '00', // no security information
    pad('', 10),
    interchange.senderQualifier,
    pad(interchange.senderId, 15),
    interchange.receiverQualifier,
    pad(interchange.receiverId, 15),
    formatDate(interchange.createdAt.date).slice(2),
    interchange.createdAt.time.replace(':', ''),
    WRITE_DELIMITERS.repetition,
    '00501',
    controlNumber9(interchange.interchangeControlNumber),
    interchange.acknowledgmentRequested ? '1' : '0',
    interchange.usage,
    WRITE_DELIMITERS.component,
  ]);
}

/** ST … SE. */
function transactionSegments(batch: Batch837p): SegmentSpec[] {
  const { interchange, submitter, receiver } = batch;
  const stControl = String(interchange.transactionControlNumber).padStart(4, '0');
  const contact = submitter.contact;
  const communications: string[] = [];
  if (contact.phone) communications.push('TE', contact.phone.replace(/\D/g, ''));
  if (contact.email) communications.push('EM', plainText(contact.email, 256));
  const segments: SegmentSpec[] = [
    ['ST', '837', stControl, IMPLEMENTATION_GUIDE_837P],
    [
      'BHT',
      '0019', // information source, receiver, provider, subscriber, dependent
      '00', // original
      interchange.reference ?? stControl,
      formatDate(interchange.createdAt.date),
      interchange.createdAt.time.replace(':', ''),
      'CH', // chargeable (fee-for-service claims, not encounters)
    ],
    // 1000A submitter and 1000B receiver, both identified by the id the receiver gave them (46).
    [
      'NM1',
      '41',
      '2',
      plainText(submitter.name, 60),
      '',
      '',
      '',
      '',
      '46',
      identifierText(submitter.id, 80),
    ],
    ['PER', 'IC', plainText(contact.name, 60), ...communications],
    [
      'NM1',
      '40',
      '2',
      plainText(receiver.name, 60),
      '',
      '',
      '',
      '',
      '46',
      identifierText(receiver.id, 80),
    ],
  ];

  let hl = 0;
  for (const group of groupByBillingProvider(batch.claims)) {
    hl += 1;
    const providerHl = hl;
    segments.push(
      ['HL', String(providerHl), '', '20', '1'],
      ...billingProviderSegments(group[0] as Claim837p),
    );
    for (const claim of group) {
      hl += 1;
      segments.push(['HL', String(hl), String(providerHl), '22', '0'], ...claimSegments(claim));
    }
  }
  // SE01 counts every segment of the transaction, ST and SE included.
  segments.push(['SE', String(segments.length + 1), stControl]);
  return segments;
}

function groupByBillingProvider(claims: readonly Claim837p[]): Claim837p[][] {
  const groups = new Map<string, Claim837p[]>();
  for (const claim of claims) {
    const key = JSON.stringify(claim.billingProvider);
    groups.set(key, [...(groups.get(key) ?? []), claim]);
  }
  return [...groups.values()];
}

type Address = Claim837p['subscriber']['address'];

function addressSegments(address: Address): SegmentSpec[] {
  return [
    ['N3', plainText(address.street, 55), address.street2 ? plainText(address.street2, 55) : ''],
    ['N4', plainText(address.city, 30), address.state.toUpperCase(), address.zip.replace('-', '')],
  ];
}

function personName(name: { last: string; first: string; middle?: string | undefined }): string[] {
  return [
    personNameText(name.last, 60),
    personNameText(name.first, 35),
    name.middle ? personNameText(name.middle, 25) : '',
  ];
}

/** 2000A PRV and 2010AA: who bills, where, with which NPI and tax ID. */
function billingProviderSegments({ billingProvider }: Claim837p): SegmentSpec[] {
  const { name } = billingProvider;
  const nameElements =
    name.kind === 'organization'
      ? ['2', plainText(name.name, 60), '', '']
      : ['1', ...personName(name)];
  return [
    ['PRV', 'BI', 'PXC', billingProvider.taxonomy.toUpperCase()],
    ['NM1', '85', ...nameElements, '', '', 'XX', billingProvider.npi],
    ...addressSegments(billingProvider.address),
    [
      'REF',
      billingProvider.taxId.type === 'EIN' ? 'EI' : 'SY',
      billingProvider.taxId.value.replace(/-/g, ''),
    ],
  ];
}

/** 2000B SBR, 2010BA subscriber (= patient), 2010BB payer, then the claim. */
function claimSegments(claim: Claim837p): SegmentSpec[] {
  const { subscriber, payer } = claim;
  const filing = payer.claimFilingIndicator ?? claimFilingIndicatorByPayerType[payer.type];
  return [
    // P primary payer, 18 the patient is the subscriber.
    [
      'SBR',
      'P',
      '18',
      subscriber.groupNumber ? identifierText(subscriber.groupNumber, 50) : '',
      '',
      '',
      '',
      '',
      '',
      filing,
    ],
    [
      'NM1',
      'IL',
      '1',
      ...personName(subscriber.name),
      '',
      '',
      'MI',
      identifierText(subscriber.memberId, 80),
    ],
    ...addressSegments(subscriber.address),
    ['DMG', 'D8', formatDate(subscriber.birthDate), subscriber.sex],
    [
      'NM1',
      'PR',
      '2',
      plainText(payer.name, 60),
      '',
      '',
      '',
      '',
      'PI',
      identifierText(payer.id, 80),
    ],
    ...claimLoop(claim),
  ];
}

/** Loop 2300 with 2310B, 2310C and the 2400 lines, segments in the guide's order. */
function claimLoop(claim: Claim837p): SegmentSpec[] {
  const total = claim.lines.reduce((sum, line) => sum + line.chargeCents, 0);
  const segments: SegmentSpec[] = [
    [
      'CLM',
      identifierText(claim.formId, 38),
      formatMoney(total),
      '',
      '',
      [claim.placeOfService, 'B', claim.frequency], // B: a place of service code follows
      'Y', // provider signature on file
      'A', // assignment accepted
      'Y', // benefits assigned to the provider
      'Y', // release of information signed
    ],
  ];
  if (claim.admission) {
    segments.push(['DTP', '435', 'D8', formatDate(claim.admission.admitted)]);
    if (claim.admission.discharged) {
      segments.push(['DTP', '096', 'D8', formatDate(claim.admission.discharged)]);
    }
  }
  if (claim.frequency !== '1' && claim.payerClaimNumber) {
    segments.push(['REF', 'F8', identifierText(claim.payerClaimNumber, 50)]);
  }
  const note = claim.note ? plainText(claim.note, 80) : '';
  if (note) segments.push(['NTE', 'ADD', note]);
  segments.push([
    'HI',
    ...claim.diagnoses.map((code, index) => [index === 0 ? 'ABK' : 'ABF', diagnosisCode(code)]),
  ]);
  const rendering = claim.renderingProvider;
  if (rendering && rendering.npi !== claim.billingProvider.npi) {
    segments.push(
      ['NM1', '82', '1', ...personName(rendering.name), '', '', 'XX', rendering.npi],
      ['PRV', 'PE', 'PXC', rendering.taxonomy.toUpperCase()],
    );
  }
  if (claim.serviceFacility) {
    const facility = claim.serviceFacility;
    segments.push(
      [
        'NM1',
        '77',
        '2',
        plainText(facility.name, 60),
        '',
        '',
        '',
        '',
        facility.npi ? 'XX' : '',
        facility.npi ?? '',
      ],
      ...addressSegments(facility.address),
    );
  }
  claim.lines.forEach((line, index) => segments.push(...lineSegments(claim, line, index + 1)));
  return segments;
}

function diagnosisCode(code: string): string {
  return code.replace('.', '').toUpperCase();
}

function lineSegments(claim: Claim837p, line: ServiceLine837p, number: number): SegmentSpec[] {
  const placeOfService =
    line.placeOfService && line.placeOfService !== claim.placeOfService ? line.placeOfService : '';
  const segments: SegmentSpec[] = [
    ['LX', String(number)],
    [
      'SV1',
      ['HC', line.procedureCode.toUpperCase(), ...line.modifiers.map((m) => m.toUpperCase())],
      formatMoney(line.chargeCents),
      'UN',
      String(line.units),
      placeOfService,
      '',
      line.diagnosisPointers.map(String),
    ],
    line.to && line.to !== line.dateOfService
      ? ['DTP', '472', 'RD8', `${formatDate(line.dateOfService)}-${formatDate(line.to)}`]
      : ['DTP', '472', 'D8', formatDate(line.dateOfService)],
  ];
  if (line.lineControlNumber) segments.push(['REF', '6R', fit(line.lineControlNumber, 50)]);
  return segments;
}
