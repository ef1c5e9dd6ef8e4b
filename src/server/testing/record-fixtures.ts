export { validFacility, validPatient } from '#domain/testing/valid-inputs';

let serviceDatesHanded = 0;

/**
 * A service date for a test claim: a different day each call, from yesterday back 150 days and
 * round again. The claim check refuses a second claim for one patient, day and service, a date
 * in the future, and a date past the payer's filing window (180 days for commercial payers).
 */
export function nextServiceDate(today = new Date()): string {
  const daysBack = 1 + (serviceDatesHanded++ % 150);
  return new Date(today.getTime() - daysBack * 86_400_000).toISOString().slice(0, 10);
}
