import { type SegmentSpec, WRITE_DELIMITERS, formatSegment } from '../codec.ts';
import { identifierText, plainText } from '../text.ts';
import { formatDate } from '../values.ts';
import { type Batch837p, type Batch837pInput, type Claim837p, parseBatch837p } from './input.ts';
import { billingProviderSegments, claimSegments } from './claim-loops.ts';

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
