import { z } from 'zod';
import { isRealIsoDate } from '#domain/dates';
import { type SegmentSpec, WRITE_DELIMITERS, formatSegment } from './codec.ts';
import { type ElementTable, under } from './input-fields.ts';
import { formatDate } from './values.ts';

/**
 * The envelopes every file we write shares (ISA … IEA, GS … GE around one transaction set),
 * with the settings that fill them. The caller keeps the control numbers unique per sender.
 */

const isaId = z
  .string()
  .regex(/^[A-Za-z0-9-]{2,15}$/, 'must be 2 to 15 letters, digits or hyphens');
const controlNumber = z.number().int().min(1).max(999_999_999);
const idQualifier = z.enum(['01', '14', '20', '27', '28', '29', '30', '33', 'ZZ']);

export const interchangeSettingsSchema = z.object({
  /** ISA05/ISA07: ZZ mutually defined (the usual for clearinghouses), 30 federal tax id, … */
  senderQualifier: idQualifier.default('ZZ'),
  senderId: isaId,
  receiverQualifier: idQualifier.default('ZZ'),
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
  /** BHT03, the transaction's own reference; the transaction control number when absent. */
  reference: z
    .string()
    .trim()
    .min(1, 'is missing')
    .max(50, 'must be at most 50 characters (identifiers are never cut)')
    .regex(/^[A-Za-z0-9-]*$/, 'must be letters, digits and hyphens only')
    .optional(),
  /** When the file was made, in the sender's time zone (ISA09/10, GS04/05, BHT04/05). */
  createdAt: z.object({
    date: z.string().refine(isRealIsoDate, 'must be a real date (YYYY-MM-DD)'),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM'),
  }),
});

export type InterchangeSettings = z.output<typeof interchangeSettingsSchema>;

/** Where the settings go, for error messages (input-fields.ts); `reference` names BHT03. */
export const interchangeElements = (reference: string): ElementTable => ({
  interchange: ['interchange settings', 'ISA'],
  ...under('interchange', {
    senderId: ['sender id', 'ISA06'],
    receiverId: ['receiver id', 'ISA08'],
    usage: ['test or production indicator', 'ISA15'],
    interchangeControlNumber: ['interchange control number', 'ISA13'],
    groupControlNumber: ['group control number', 'GS06'],
    transactionControlNumber: ['transaction control number', 'ST02'],
    reference: [reference, 'BHT03'],
    createdAt: ['creation date and time', 'BHT04'],
  }),
});

export interface WriteOptions {
  /** Written after each segment terminator so people can read the file; none by default. */
  lineBreak?: '' | '\n' | '\r\n';
}

/** ST02/SE02: the transaction control number, at least four digits. */
export const transactionControl = (settings: InterchangeSettings) =>
  String(settings.transactionControlNumber).padStart(4, '0');

/** BHT04 and BHT05: the creation date (CCYYMMDD) and time (HHMM). */
export const creationStamp = (settings: InterchangeSettings): [string, string] => [
  formatDate(settings.createdAt.date),
  settings.createdAt.time.replace(':', ''),
];

/**
 * The whole file: ISA, GS (functional id GS01, implementation guide GS08), the transaction's
 * segments (ST … SE, as given) and the GE and IEA trailers.
 */
export function writeInterchange(
  settings: InterchangeSettings,
  group: { functionalId: string; version: string },
  transaction: readonly SegmentSpec[],
  options: WriteOptions = {},
): string {
  const terminator = WRITE_DELIMITERS.segment + (options.lineBreak ?? '');
  const [date, time] = creationStamp(settings);
  const groupControl = String(settings.groupControlNumber);
  const lines = [
    isaSegment(settings),
    formatSegment([
      'GS',
      group.functionalId,
      settings.applicationSenderCode ?? settings.senderId.toUpperCase(),
      settings.applicationReceiverCode ?? settings.receiverId.toUpperCase(),
      date,
      time,
      groupControl,
      'X',
      group.version,
    ]),
    ...transaction.map((segment) => formatSegment(segment)),
    formatSegment(['GE', '1', groupControl]),
    formatSegment(['IEA', '1', controlNumber9(settings.interchangeControlNumber)]),
  ];
  return lines.map((line) => line + terminator).join('');
}

function controlNumber9(value: number): string {
  return String(value).padStart(9, '0');
}

/** The fixed-width interchange header: every element padded to its exact size, 106 characters with `~`. */
function isaSegment(settings: InterchangeSettings): string {
  const pad = (value: string, width: number) => value.toUpperCase().padEnd(width, ' ');
  return formatSegment([
    'ISA',
    '00', // no authorization information
    pad('', 10),
    '00', // no security information
    pad('', 10),
    settings.senderQualifier,
    pad(settings.senderId, 15),
    settings.receiverQualifier,
    pad(settings.receiverId, 15),
    formatDate(settings.createdAt.date).slice(2),
    settings.createdAt.time.replace(':', ''),
    WRITE_DELIMITERS.repetition,
    '00501',
    controlNumber9(settings.interchangeControlNumber),
    settings.acknowledgmentRequested ? '1' : '0',
    settings.usage,
    WRITE_DELIMITERS.component,
  ]);
}
