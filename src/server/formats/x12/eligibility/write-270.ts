import type { SegmentSpec } from '../codec.ts';
import {
  type WriteOptions,
  creationStamp,
  transactionControl,
  writeInterchange,
} from '../interchange-write.ts';
import { identifierText, personNameElements, plainText } from '../text.ts';
import { formatDate } from '../values.ts';
import {
  type EligibilityInquiry,
  type EligibilityInquiryInput,
  parseEligibilityInquiry,
} from './inquiry-input.ts';

/**
 * The 270 eligibility inquiry (ASC X12 005010X279A1): one interchange, one functional group
 * (HS) and one transaction set asking about one member. The hierarchy is 2000A the payer
 * (information source), 2000B the provider (information receiver), 2000C the subscriber; the
 * patient is always the subscriber, so there is no 2000D dependent loop.
 *
 * Maximum lengths (the guide's; longer text is cut): NM103 60, NM104 35, NM105 25.
 */

export const IMPLEMENTATION_GUIDE_270 = '005010X279A1';

/** The whole file as text. Throws `X12InputError` (naming each element) before writing anything. */
export function write270(input: EligibilityInquiryInput, options: WriteOptions = {}): string {
  const inquiry = parseEligibilityInquiry(input);
  return writeInterchange(
    inquiry.interchange,
    { functionalId: 'HS', version: IMPLEMENTATION_GUIDE_270 },
    transactionSegments(inquiry),
    options,
  );
}

/** DTP*291: the date of service (D8) or every day of the month asked about (RD8). */
function serviceDates(inquiry: EligibilityInquiry): SegmentSpec {
  if (inquiry.serviceDate) return ['DTP', '291', 'D8', formatDate(inquiry.serviceDate)];
  const [year, month] = (inquiry.serviceMonth as string).split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const first = `${year}${String(month).padStart(2, '0')}01`;
  return ['DTP', '291', 'RD8', `${first}-${first.slice(0, 6)}${lastDay}`];
}

/** ST … SE. */
function transactionSegments(inquiry: EligibilityInquiry): SegmentSpec[] {
  const { interchange, payer, provider, subscriber, trace } = inquiry;
  const stControl = transactionControl(interchange);
  const [date, time] = creationStamp(interchange);
  const providerName: SegmentSpec =
    provider.name.kind === 'organization'
      ? ['NM1', '1P', '2', plainText(provider.name.name, 60), '', '', '', '', 'XX', provider.npi]
      : ['NM1', '1P', '1', ...personNameElements(provider.name), '', '', 'XX', provider.npi];
  const segments: SegmentSpec[] = [
    ['ST', '270', stControl, IMPLEMENTATION_GUIDE_270],
    // 0022: information source, receiver, subscriber, dependent; 13: a request.
    ['BHT', '0022', '13', interchange.reference ?? stControl, date, time],
    ['HL', '1', '', '20', '1'],
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
    ['HL', '2', '1', '21', '1'],
    providerName,
    ['HL', '3', '2', '22', '0'],
    // TRN01 1: our own trace number, which the payer echoes with TRN01 2.
    ['TRN', '1', identifierText(trace.number, 50), trace.originatorId.toUpperCase()],
    [
      'NM1',
      'IL',
      '1',
      ...personNameElements(subscriber.name),
      '',
      '',
      'MI',
      identifierText(subscriber.memberId, 80),
    ],
    ['DMG', 'D8', formatDate(subscriber.birthDate), subscriber.sex ?? ''],
    serviceDates(inquiry),
    // One 2110C loop per service type asked about.
    ...inquiry.serviceTypes.map((code): SegmentSpec => ['EQ', code]),
  ];
  // SE01 counts every segment of the transaction, ST and SE included.
  segments.push(['SE', String(segments.length + 1), stControl]);
  return segments;
}
