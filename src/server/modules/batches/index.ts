/** 837P claim batches: operators send pending claims to the clearinghouse as one stored file. */
export {
  type AcknowledgedBatch,
  batchOfGroupControlNumber,
  batchOfInterchangeControlNumber,
  claimsAwaitingAnswer,
  leaveOpenBatches,
  type StoredBatchAcknowledgement,
} from './batch-answers.ts';
export { type BatchService, createBatchService } from './batches.service.ts';
export { openBatchFile, sealClearBatchFiles } from './batch-file-at-rest.ts';
export { overdueBatches, overdueBatchesJob } from './batch-overdue.ts';
