/** The enrollments module's reads for other modules (decision 054): typed, read-only views. */
import { wholeRowsView } from '../../db/views.ts';
import { payerEnrollments } from './enrollments.tables.ts';

/** Every stored enrollment: payer ID (upper case), transaction and state. */
export const enrollmentsView = wholeRowsView(payerEnrollments, 'payer_enrollment_rows');
