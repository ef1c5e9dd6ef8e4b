import type { SegmentSpec } from '../codec.ts';
import { organizationNm1, personNm1, providerNm1 } from '../name-segments.ts';
import { identifierText } from '../text.ts';
import { formatDate, formatMoney } from '../values.ts';
import { x12Writer } from '../write-envelope.ts';
import { type ClaimStatusInquiry, parseClaimStatusInquiry } from './inquiry-input.ts';

/**
 * The 276 claim status inquiry (ASC X12 005010X212) about one claim: one interchange, one
 * functional group (HR) and one transaction set. Its loops are hierarchical: 2000A the payer
 * asked, 2000B us (the information receiver), 2000C the billing provider, 2000D the patient as
 * subscriber (there is no 2000E dependent: the product bills the patient as the subscriber),
 * then 2200D the claim: TRN trace, REF*1K payer claim number when known, REF*EJ our form ID,
 * AMT*T3 charge and DTP*472 dates of service. No service lines (2210D): the payer answers for
 * the whole claim, and real-time answers come back faster for claim-level questions.
 *
 * Maximum lengths (the guide's; longer text is cut): NM103 60, NM104 35, NM105 25.
 */

export const IMPLEMENTATION_GUIDE_276 = '005010X212';

/** The whole file as text. Throws `X12InputError` (naming each element) before writing anything. */
export const write276 = x12Writer(
  {
    functionalId: 'HR',
    type: '276',
    guide: IMPLEMENTATION_GUIDE_276,
    // Levels: information source, receiver, provider, subscriber, dependent; 13 a request.
    bht: { structure: '0010', purpose: '13' },
  },
  parseClaimStatusInquiry,
  transactionSegments,
);

/** 2000A payer, 2000B us, 2000C the billing provider, 2000D the patient and 2200D her claim. */
function transactionSegments(inquiry: ClaimStatusInquiry): SegmentSpec[] {
  const { payer, informationReceiver, provider, subscriber, claim } = inquiry;
  const { from, to } = claim.serviceDates;
  const serviceDates: SegmentSpec =
    to && to !== from
      ? ['DTP', '472', 'RD8', `${formatDate(from)}-${formatDate(to)}`]
      : ['DTP', '472', 'D8', formatDate(from)];
  return [
    ['HL', '1', '', '20', '1'],
    organizationNm1('PR', payer.name, 'PI', payer.id),
    ['HL', '2', '1', '21', '1'],
    organizationNm1('41', informationReceiver.name, '46', informationReceiver.id),
    ['HL', '3', '2', '19', '1'],
    providerNm1('1P', provider.name, provider.npi),
    ['HL', '4', '3', '22', '0'],
    // The guide places the subscriber's DMG before her NM1 in 2000D.
    ['DMG', 'D8', formatDate(subscriber.birthDate), subscriber.sex === 'U' ? '' : subscriber.sex],
    personNm1('IL', subscriber.name, 'MI', subscriber.memberId),
    ['TRN', '1', identifierText(claim.traceNumber, 50)],
    ...(claim.payerClaimNumber
      ? [['REF', '1K', identifierText(claim.payerClaimNumber, 50)] as const]
      : []),
    ['REF', 'EJ', identifierText(claim.formId, 50)],
    ['AMT', 'T3', formatMoney(claim.chargeCents)],
    serviceDates,
  ];
}
