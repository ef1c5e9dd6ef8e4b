import { z } from 'zod';
import { type SegmentSpec, WRITE_DELIMITERS, formatSegment } from './codec.ts';
import { type ElementTable, identifier, isoDate, under } from './input-fields.ts';
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

/** What one kind of file is: its functional group, transaction set, guide and BHT codes. */
export interface TransactionKind {
  /** GS01: HC claims, HS eligibility inquiries, HR claim status inquiries. */
  functionalId: string;
  /** ST01. */
  type: string;
  /** GS08 and ST03: the implementation guide. */
  guide: string;
  /** BHT01 (the hierarchy's levels), BHT02 (the purpose) and, when the guide has it, BHT06. */
  bht: { structure: string; purpose: string; type?: string };
}

/**
 * A writer of one kind of file. `parse` checks the input and throws `X12InputError` before a
 * byte is written; `body` gives the transaction's segments between BHT and SE. The whole file
 * is ISA, GS, ST, BHT, the body, SE (counting every segment of the transaction, ST and SE
 * included), GE and IEA, each followed by the segment terminator.
 */
export function x12Writer<Input, Parsed extends { interchange: InterchangeSettings }>(
  kind: TransactionKind,
  parse: (input: Input) => Parsed,
  body: (parsed: Parsed) => SegmentSpec[],
): (input: Input, options?: WriteOptions) => string {
  return (input, options = {}) => {
    const parsed = parse(input);
    const { interchange } = parsed;
    const terminator = WRITE_DELIMITERS.segment + (options.lineBreak ?? '');
    const [date, time] = [
      formatDate(interchange.createdAt.date),
      interchange.createdAt.time.replace(':', ''),
    ];
    const groupControl = String(interchange.groupControlNumber);
    // ST02 has at least four digits; BHT03 is the transaction control number unless given.
    const stControl = String(interchange.transactionControlNumber).padStart(4, '0');
    const { structure, purpose, type } = kind.bht;
    const transaction: SegmentSpec[] = [
      ['ST', kind.type, stControl, kind.guide],
      [
        'BHT',
        structure,
        purpose,
        interchange.reference ?? stControl,
        date,
        time,
        ...(type ? [type] : []),
      ],
      ...body(parsed),
    ];
    const lines = [
      isaSegment(interchange),
      formatSegment([
        'GS',
        kind.functionalId,
        interchange.applicationSenderCode ?? interchange.senderId.toUpperCase(),
        interchange.applicationReceiverCode ?? interchange.receiverId.toUpperCase(),
        date,
        time,
        groupControl,
        'X',
        kind.guide,
      ]),
      ...transaction.map((segment) => formatSegment(segment)),
      formatSegment(['SE', String(transaction.length + 1), stControl]),
      formatSegment(['GE', '1', groupControl]),
      formatSegment(['IEA', '1', controlNumber9(interchange.interchangeControlNumber)]),
    ];
    return lines.map((line) => line + terminator).join('');
  };
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
