import { writtenDate } from '#domain/common/dates';
import { answerSourceWords, type PayerAnswer } from '#domain/claims/payer-answer';
import { serviceLocationLabel } from '#domain/claims/service-location';
import type { ClaimView } from '#domain/claims/view';

const longDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * A calendar date (`YYYY-MM-DD`) as every screen writes it, "November 2, 2026": the domain's
 * one formatter, so her screens and the messages built in the domain read alike.
 */
export const formatLongDate = writtenDate;

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

export const locationText = (claim: Pick<ClaimView, 'serviceLocation'>) =>
  serviceLocationLabel[claim.serviceLocation];
export const deliveryMode = (claim: Pick<ClaimView, 'inPerson'>) =>
  claim.inPerson ? 'In-Person' : 'Virtual';

const fileNote = /^(TA1|999|277CA|277|835) from /;

/**
 * A status history note as she reads it: the dates in it written out, and a note that begins
 * with a file's code ("835 from MEDI-CAL, 2026-12-01: …", as notes are kept) led by what that
 * file is, so no code stands there without its words.
 */
export function historyNoteText(note: string): string {
  const dated = note.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (date) => writtenDate(date));
  const file = fileNote.exec(dated)?.[1] as PayerAnswer['source'] | undefined;
  if (!file) return dated;
  const words = answerSourceWords[file];
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}: ${dated}`;
}
