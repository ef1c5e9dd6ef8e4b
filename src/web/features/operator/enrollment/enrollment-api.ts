import type { EnrollmentSetInput, PayerEnrollmentsView } from '#domain/clearinghouse/enrollments';
import { useListWrite, usePagedList } from '../operator-query.ts';

const path = '/api/operator/enrollments';

/** The payers with their three transactions, 25 at a time. */
export const useEnrollments = () => usePagedList<PayerEnrollmentsView>(path);

/** Sets one payer's one transaction; the list loads again once it is saved. */
export const useSetEnrollment = () =>
  useListWrite<EnrollmentSetInput, PayerEnrollmentsView>('PUT', path);
