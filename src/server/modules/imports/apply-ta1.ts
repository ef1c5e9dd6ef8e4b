import type { InterchangeAcknowledgement } from '../../formats/x12/index.ts';
import { batchOfInterchangeControlNumber } from '../batches/index.ts';
import type { ApplyContext } from './apply-context.ts';
import { rejectBatch } from './apply-999.ts';

const WORDS: Record<InterchangeAcknowledgement['status'], string> = {
  accepted: 'accepted',
  'accepted-with-errors': 'accepted with errors',
  rejected: 'rejected',
};

/**
 * A TA1 answers the envelope of a file we sent, matched to our batch by the interchange control
 * number it names (TA101 = the ISA13 of the batch's 837P). Rejected: the clearinghouse could not
 * open the file, so every claim of the batch still waiting is rejected, with the note code in
 * plain words, and the batch shows the rejection. Accepted (with or without errors): a note; what
 * the clearinghouse read inside is the 999's to say. A TA1 naming no batch of ours is unmatched.
 */
export async function applyTa1(ctx: ApplyContext, acknowledgements: InterchangeAcknowledgement[]) {
  for (const ack of acknowledgements) {
    const batch = await batchOfInterchangeControlNumber(ctx.tx, ack.controlNumber);
    if (!batch) {
      ctx.notes.push(`Interchange ${ack.controlNumber}: ${WORDS[ack.status]} (TA1).`);
      ctx.unmatched.push({
        reference: ack.controlNumber,
        reason: 'No batch has this interchange control number.',
        details: {
          file: 'TA1',
          status: ack.status,
          statusCode: ack.statusCode,
          noteCode: ack.noteCode,
        },
      });
      continue;
    }
    const problems = ack.noteCode === '000' ? [] : [`TA1 note ${ack.noteCode}: ${ack.note}`];
    if (ack.status !== 'rejected') {
      ctx.notes.push(
        `Batch ${batch.number}: its file's envelope was ${WORDS[ack.status]} by the clearinghouse (TA1)${
          problems.length > 0 ? `: ${problems.join(' ')}` : '.'
        }`,
      );
      continue;
    }
    ctx.acknowledgedBatches.push({
      batchId: batch.id,
      number: batch.number,
      status: 'rejected',
      transactions: [],
      problems,
    });
    await rejectBatch(ctx, batch, 'TA1');
  }
}
