/**
 * Enrollment at the clearinghouse per payer and transaction (claims, remittances, eligibility):
 * what operators record, what refuses a batch and what tells a doula her payments come on paper.
 */
export { claimsEnrollmentHold, createEnrollmentService } from './enrollments.service.ts';
