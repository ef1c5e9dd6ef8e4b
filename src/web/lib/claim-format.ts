import { serviceLocationLabel, type ClaimView } from '#domain/claim';

/** Claims show dates in en-US long-month format, e.g. November 2, 2026. */
const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const longDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** A calendar date (`YYYY-MM-DD`) as written: built from its parts so no time zone can shift it. */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  return longDate.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** A moment (ISO timestamp) in the reader's time zone, e.g. November 2, 2026 at 3:04 PM. */
export function formatLongDateTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : longDateTime.format(date);
}

/** "HH:MM" as a 12-hour clock time, e.g. 11:59 PM. */
export function formatTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  return clock.format(new Date(2000, 0, 1, Number(match[1]), Number(match[2])));
}

export function formatDateRange(from: string, to: string): string {
  if (!to || to === from) return formatLongDate(from);
  return `${formatLongDate(from)} – ${formatLongDate(to)}`;
}

export function formatTimeRange(from: string, to: string): string {
  return to ? `${formatTime(from)} – ${formatTime(to)}` : formatTime(from);
}

export function patientName(patient: {
  firstName: string;
  middleName: string;
  lastName: string;
}): string {
  return [patient.firstName, patient.middleName, patient.lastName].filter(Boolean).join(' ');
}

export const locationText = (claim: Pick<ClaimView, 'serviceLocation'>) =>
  serviceLocationLabel[claim.serviceLocation];
export const deliveryMode = (claim: Pick<ClaimView, 'inPerson'>) =>
  claim.inPerson ? 'In-Person' : 'Virtual';
