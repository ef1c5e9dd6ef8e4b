/**
 * What her claim says when the payer's remittance enrollment is required or pending. A module of
 * its own: her claims page loads it, and must not load the enrollment schemas with it.
 */
export const paperPaymentsNotice = {
  title: 'Payments will arrive on paper',
  why: 'This payer does not send electronic payment answers for you yet, so you will get a paper check and explanation of benefits by mail.',
} as const;
