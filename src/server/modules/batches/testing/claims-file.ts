import { write837p } from '../../../formats/x12/index.ts';
import type { ProvidedClaim } from '../../claims/index.ts';
import { claim837pFromClaim } from '../claim-837p.ts';

/** The claims in one test 837P file (fixed envelope and submitter, one segment a line). */
export const claimsFileOf = (claims: ProvidedClaim[], controlNumber: number) =>
  write837p(
    {
      interchange: {
        senderId: 'DOULABILLING',
        receiverId: 'CLEARINGHOUSE',
        usage: 'T',
        interchangeControlNumber: controlNumber,
        groupControlNumber: controlNumber,
        transactionControlNumber: controlNumber,
        createdAt: { date: '2026-11-10', time: '09:30' },
      },
      submitter: {
        name: 'Doula Billing',
        id: 'DOULABILLING',
        contact: { name: 'Support', email: 'billing@example.com' },
      },
      receiver: { name: 'Clearinghouse', id: 'CLEARINGHOUSE' },
      claims: claims.map(claim837pFromClaim),
    },
    { lineBreak: '\n' },
  );
