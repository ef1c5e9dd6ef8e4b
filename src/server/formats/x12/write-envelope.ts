import { z } from 'zod';
import { identifier, isoDate } from './input-fields.ts';
import { type SegmentSpec, WRITE_DELIMITERS, formatSegment } from './codec.ts';
import { formatDate } from './values.ts';

/**
 * The envelopes every file we send shares (837P, 276, 270): one interchange (ISA … IEA), one
 * functional group (GS … GE) and one transaction set inside, written with our delimiters.
 * Control numbers and the test/production flag are the caller's: it keeps them unique per sender.
 */

const isaId = z
  .string()
  .regex(/^[A-Za-z0-9-]{2,15}$/, 'must be 2 to 15 letters, digits or hyphens');
const controlNumber = z.number().int().min(1).max(999_999_999);
const qualifier = z.enum(['01', '14', '20', '27', '28', '29', '30', '33', 'ZZ']);

export const interchangeSettingsSchema = z.object({
  /** ISA05/ISA07: ZZ mutually defined (the usual for clearinghouses), 30 federal tax id, … */
  senderQualifier: qualifier.default('ZZ'),
  senderId: isaId,
  receiverQualifier: qualifier.default('ZZ'),
  receiverId: isaId,
  /** GS02/GS03; the ISA ids when absent. */
  applicationSenderCode: isaId.optional(),
  applicationReceiverCode: isaId.optional(),
  /** ISA15: T test, P production. */
  usage: z.enum(['T', 'P']),
  /** ISA14: ask the receiver for a TA1 interchange acknowledgement. */
  acknowledgmentRequested: z.boolean().default(false),
  /** ISA13/IEA02, GS06/GE02, ST02/SE02: unique per sender, kept by the caller. */
  interchangeControlNumber: controlNumber,
  groupControlNumber: controlNumber,
  transactionControlNumber: controlNumber,
  /** BHT03, the file's own reference; the transaction control number when absent. */
  reference: identifier(50).optional(),
  /** When the file was made, in the sender's time zone (ISA09/10, GS04/05, BHT04/05). */
  createdAt: z.object({
    date: isoDate,
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM'),
  }),
});

export type InterchangeSettings = z.output<typeof interchangeSettingsSchema>;

export interface WriteOptions {
  /** Written after each segment terminator so people can read the file; none by default. */
  lineBreak?: '' | '\n' | '\r\n';
}

/** ST02: at least four digits. */
export const transactionControl = (interchange: InterchangeSettings) =>
  String(interchange.transactionControlNumber).padStart(4, '0');

/** BHT04 and BHT05 (also GS04/GS05): CCYYMMDD and HHMM. */
export const creationDateTime = (interchange: InterchangeSettings): [string, string] => [
  formatDate(interchange.createdAt.date),
  interchange.createdAt.time.replace(':', ''),
];

/**
 * The whole file: ISA, GS, the transaction's segments (ST … SE, given whole by the caller), GE
 * and IEA, each followed by the segment terminator.
 */
export function writeInterchange(
  interchange: InterchangeSettings,
  group: { functionalId: string; guide: string },
  transaction: readonly SegmentSpec[],
  options: WriteOptions = {},
): string {
  const terminator = WRITE_DELIMITERS.segment + (options.lineBreak ?? '');
  const [date, time] = creationDateTime(interchange);
  const groupControl = String(interchange.groupControlNumber);
  const lines = [
    isaSegment(interchange),
    formatSegment([
      'GS',
      group.functionalId,
      interchange.applicationSenderCode ?? interchange.senderId.toUpperCase(),
      interchange.applicationReceiverCode ?? interchange.receiverId.toUpperCase(),
      date,
      time,
      groupControl,
      'X',
      group.guide,
    ]),
    ...transaction.map((segment) => formatSegment(segment)),
    formatSegment(['GE', '1', groupControl]),
    formatSegment(['IEA', '1', controlNumber9(interchange.interchangeControlNumber)]),
  ];
  return lines.map((line) => line + terminator).join('');
}

/** The transaction (ST … ) closed by its SE: SE01 counts every segment, ST and SE included. */
export function withTrailer(
  segments: readonly SegmentSpec[],
  interchange: InterchangeSettings,
): SegmentSpec[] {
  return [...segments, ['SE', String(segments.length + 1), transactionControl(interchange)]];
}

function controlNumber9(value: number): string {
  return String(value).padStart(9, '0');
}

/** The fixed-width interchange header: every element padded to its exact size, 106 characters with `~`. */
function isaSegment(interchange: InterchangeSettings): string {
  const pad = (value: string, width: number) => value.toUpperCase().padEnd(width, ' ');
  return formatSegment([
    'ISA',
    '00', // no authorization information
    pad('', 10),
    '00', // no security information
    pad('', 10),
    interchange.senderQualifier,
    pad(interchange.senderId, 15),
    interchange.receiverQualifier,
    pad(interchange.receiverId, 15),
    formatDate(interchange.createdAt.date).slice(2),
    interchange.createdAt.time.replace(':', ''),
    WRITE_DELIMITERS.repetition,
    '00501',
    controlNumber9(interchange.interchangeControlNumber),
    interchange.acknowledgmentRequested ? '1' : '0',
    interchange.usage,
    WRITE_DELIMITERS.component,
  ]);
}
