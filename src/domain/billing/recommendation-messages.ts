import { pregnancyOf } from './recommendation-link.ts';
import { standingOrderWords, type StandingOrder } from './recommendation-rules.ts';

/** The claim check's words about recommendations, for a doula. */

function ordinalWord(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** "The 10th postpartum visit", or "This cesarean section" for a service that is not a visit. */
function visitWords(serviceType: string, ordinal: number): string {
  const words = serviceType.toLowerCase();
  return /visit/.test(words) ? `The ${ordinalWord(ordinal)} ${words}` : `This ${words}`;
}

export const recommendationMessages = {
  coveredByOrder: (order: Pick<StandingOrder, 'name' | 'date'>) => ({
    message: `Covered by ${standingOrderWords(order)}`,
    fix: 'Nothing to add: no recommendation form is needed for this visit.',
  }),
  reliesOn: (formName: string, recommenderName: string, signedOn: string) => ({
    message: `Covered by ${formName}: ${recommenderName}, signed ${signedOn}`,
    fix: 'Nothing to add: this claim keeps which recommendation it relied on.',
  }),
  missing: (
    formName: string,
    serviceType: string,
    ordinal: number,
    patientName: string | undefined,
  ) => ({
    message: `${visitWords(serviceType, ordinal)} needs ${formName}.`,
    fix: `Add it on ${pregnancyOf(patientName)}.`,
  }),
  expired: (
    formName: string,
    serviceType: string,
    ordinal: number,
    patientName: string | undefined,
    lastDay: string,
  ) => ({
    message: `${visitWords(serviceType, ordinal)} needs ${formName}: the one on file expired after ${lastDay}.`,
    fix: `Add a new one on ${pregnancyOf(patientName)}.`,
  }),
};
