/** Payer response imports (999, 277CA, 835): stored, matched to claims, applied all or nothing. */
export { createImportService, tooLargeMessage, type ImportService } from './imports.service.ts';
export { createPaymentReviewService } from './payment-review.service.ts';
export { openImportContent, sealClearImportContents } from './content-at-rest.ts';
export { createImportThread, IMPORT_THREAD_MIN_BYTES } from './import-thread.ts';
