import type pg from 'pg';
import { dropAnswer } from '../testing/answer-folders.ts';
import {
  acceptedAndRejected277ca,
  acknowledgement999,
  claimPayment,
  remittance835,
} from '../testing/response-files.ts';
import type { SftpTestServer } from '../testing/sftp-server.ts';

interface SentClaim {
  batch: number;
  formId: string;
  serviceDate: string;
  chargeCents: number;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * The answers to what the send scenario sent, left in the loopback server's answer folder as a
 * clearinghouse leaves them: a 999 accepting each batch, a 277CA per batch (its first claim
 * accepted, its second rejected), and 835s paying the rest in full, as many claims a file as it
 * takes to make `files` files in all. Answers how many of each.
 */
export async function dropAnswersToSentClaims(
  pool: pg.Pool,
  server: SftpTestServer,
  files: number,
): Promise<{ acknowledgements: number; claimAnswers: number; remittances: number }> {
  const { rows } = await pool.query<SentClaim>(
    `SELECT b.number AS batch, c.form_id AS "formId",
       to_char(c.service_date_from, 'YYYY-MM-DD') AS "serviceDate",
       c.total_charge_cents AS "chargeCents"
     FROM claim_batches b
     JOIN claim_batch_claims bc ON bc.batch_id = b.id
     JOIN claims c ON c.id = bc.claim_id
     ORDER BY b.number, bc.position`,
  );
  const batches = new Map<number, SentClaim[]>();
  for (const row of rows) batches.set(row.batch, [...(batches.get(row.batch) ?? []), row]);
  const folder = server.answerFolder;
  const paying: SentClaim[] = [];
  let n = 0;
  for (const [number, claims] of batches) {
    dropAnswer(server, `${folder}/ack-${number}.999`, acknowledgement999(number, 'accepted'));
    const [accepted, rejected, ...rest] = claims;
    if (accepted && rejected) {
      dropAnswer(
        server,
        `${folder}/status-${number}.277`,
        acceptedAndRejected277ca(accepted, rejected),
      );
      n += 1;
    }
    paying.push(...rest);
  }
  const remittances = Math.max(1, files - batches.size - n);
  const perFile = Math.ceil(paying.length / remittances);
  let made = 0;
  for (let at = 0; at < paying.length; at += perFile) {
    const claims = paying.slice(at, at + perFile);
    const segments = claims.flatMap((claim, i) =>
      claimPayment(claim, {
        charge: dollars(claim.chargeCents),
        paid: dollars(claim.chargeCents),
        payerClaimNumber: `ME${made}X${i}`,
      }),
    );
    const total = dollars(claims.reduce((sum, claim) => sum + claim.chargeCents, 0));
    dropAnswer(server, `${folder}/remit-${made}.835`, remittance835(total, segments));
    made += 1;
  }
  return { acknowledgements: batches.size, claimAnswers: n, remittances: made };
}
