import type { SegmentSpec } from '../codec.ts';
import { organizationNm1, personNm1, providerNm1 } from '../name-segments.ts';
import { identifierText } from '../text.ts';
import { formatDate } from '../values.ts';
import { x12Writer } from '../write-envelope.ts';
import { type EligibilityInquiry, parseEligibilityInquiry } from './inquiry-input.ts';

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
export const write270 = x12Writer(
  {
    functionalId: 'HS',
    type: '270',
    guide: IMPLEMENTATION_GUIDE_270,
    // Levels: information source, receiver, subscriber, dependent; 13 a request.
    bht: { structure: '0022', purpose: '13' },
  },
  parseEligibilityInquiry,
  transactionSegments,
);

/** DTP*291: the date of service (D8) or every day of the month asked about (RD8). */
function serviceDates(inquiry: EligibilityInquiry): SegmentSpec {
  if (inquiry.serviceDate) return ['DTP', '291', 'D8', formatDate(inquiry.serviceDate)];
  const [year, month] = (inquiry.serviceMonth as string).split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const first = `${year}${String(month).padStart(2, '0')}01`;
  return ['DTP', '291', 'RD8', `${first}-${first.slice(0, 6)}${lastDay}`];
}

/** 2000A payer, 2000B provider, 2000C subscriber with what is asked about. */
function transactionSegments(inquiry: EligibilityInquiry): SegmentSpec[] {
  const { payer, provider, subscriber, trace } = inquiry;
  return [
    ['HL', '1', '', '20', '1'],
    organizationNm1('PR', payer.name, 'PI', payer.id),
    ['HL', '2', '1', '21', '1'],
    providerNm1('1P', provider.name, provider.npi),
    ['HL', '3', '2', '22', '0'],
    // TRN01 1: our own trace number, which the payer echoes with TRN01 2.
    ['TRN', '1', identifierText(trace.number, 50), trace.originatorId.toUpperCase()],
    personNm1('IL', subscriber.name, 'MI', subscriber.memberId),
    ['DMG', 'D8', formatDate(subscriber.birthDate), subscriber.sex ?? ''],
    serviceDates(inquiry),
    // One 2110C loop per service type asked about.
    ...inquiry.serviceTypes.map((code): SegmentSpec => ['EQ', code]),
  ];
}
