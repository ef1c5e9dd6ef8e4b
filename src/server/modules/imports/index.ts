/** Payer response imports (999, 277CA, 835): stored, matched to claims, applied all or nothing. */
export {
  createImportService,
  presentImport,
  tooLargeMessage,
  type ImportOperator,
  type ImportService,
  type ResponseFile,
} from './imports.service.ts';
export { createPaymentReviewService, type PaymentReviewService } from './payment-review.service.ts';
