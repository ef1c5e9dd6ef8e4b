import type { SegmentSpec } from '../codec.ts';
import { organizationNm1 } from '../name-segments.ts';
import { plainText } from '../text.ts';
import { x12Writer } from '../write-envelope.ts';
import { type Batch837p, type Claim837p, parseBatch837p } from './input.ts';
import { billingProviderSegments, claimSegments } from './claim-loops.ts';

/**
 * The 837P (ASC X12 005010X222A1) professional claim file. One interchange, one functional
 * group and one transaction set per batch; inside it one billing provider loop (2000A) per
 * distinct billing provider, in the order the claims name them, and under it one subscriber
 * loop (2000B) per claim. Because the patient is always the subscriber, there is no 2000C loop.
 *
 * Maximum lengths (the guide's; longer text is cut): NM103 60, NM104 35, NM105 25, N301/N302 55
 * (a longer street goes on in N302), N401 30, PER02 60, NTE02 80.
 */

export const IMPLEMENTATION_GUIDE_837P = '005010X222A1';

/** The whole file as text. Throws `X12InputError` (naming each claim and element) before writing anything. */
export const write837p = x12Writer(
  {
    functionalId: 'HC',
    type: '837',
    guide: IMPLEMENTATION_GUIDE_837P,
    // Levels: information source, receiver, provider, subscriber, dependent; 00 an original;
    // CH chargeable (fee-for-service claims, not encounters).
    bht: { structure: '0019', purpose: '00', type: 'CH' },
  },
  parseBatch837p,
  transactionSegments,
);

/** 1000A, 1000B and the 2000A/2000B loops. */
function transactionSegments(batch: Batch837p): SegmentSpec[] {
  const { submitter, receiver } = batch;
  const contact = submitter.contact;
  const communications: string[] = [];
  if (contact.phone) communications.push('TE', contact.phone.replace(/\D/g, ''));
  if (contact.email) communications.push('EM', plainText(contact.email, 256));
  const segments: SegmentSpec[] = [
    // 1000A submitter and 1000B receiver, both identified by the id the receiver gave them (46).
    organizationNm1('41', submitter.name, '46', submitter.id),
    ['PER', 'IC', plainText(contact.name, 60), ...communications],
    organizationNm1('40', receiver.name, '46', receiver.id),
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
