import { z } from 'zod';
import { isRealIsoDate } from '#domain/common/dates';
import { serviceTypeNames } from '#domain/claims/service-types';
import { licenceTypes, type LicenceType } from '#domain/billing/recommendation-rules';
import { hasValidNpiCheckDigit, isTenDigits } from './npi.ts';

/**
 * A licensed provider's recommendation she keeps on a patient's pregnancy (one patient record is
 * one pregnancy): who signed it, when, what it covers and until when, and the signed form itself
 * (a PDF or a picture). The same schema checks the form in the browser and the request on the
 * server; the file's kind is read from its first bytes, never from the name or a type header.
 */

/** "A few megabytes": a phone photo of a signed page fits, a scanned book does not. */
export const RECOMMENDATION_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const recommendationMessages = {
  nameRequired: 'Enter the name of the provider who signed the recommendation.',
  npiTenDigits: 'Enter the provider’s NPI as 10 digits.',
  npiCheckDigit: 'This NPI is not valid: one digit is probably mistyped.',
  licenceRequired: 'Choose the licence the provider holds.',
  dateInvalid: 'Enter a real date.',
  datesInOrder: 'The “good until” date cannot be before the date it was signed.',
  servicesRequired: 'Choose at least one service it covers.',
  visits: 'Enter how many visits it covers as a whole number from 1 to 50, or leave it empty.',
  fileRequired: 'Choose the signed form: a PDF or a picture of it.',
  fileEmpty: 'This file is empty: choose the signed form again.',
  fileTooLarge: 'This file is larger than 5 MB: scan or photograph the form at a lower size.',
  fileKind: 'This file is not a PDF or a picture (PNG, JPEG or WebP): choose the signed form.',
} as const;
const m = recommendationMessages;

const isoDate = z.string().refine(isRealIsoDate, m.dateInvalid);

/** The kinds of file a signed form may be, told by their first bytes. */
export const recommendationFileTypes = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
] as const;
export type RecommendationFileType = (typeof recommendationFileTypes)[number];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, i) => bytes[at + i] === byte);

/** The file's kind from its magic bytes; null for anything else. */
export function recommendationFileTypeOf(bytes: Uint8Array): RecommendationFileType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  const riff = startsWith(bytes, [0x52, 0x49, 0x46, 0x46]); // RIFF....WEBP
  if (riff && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** The one sentence a file is refused with, or null when it may be kept. */
export function recommendationFileProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return m.fileEmpty;
  if (bytes.length > RECOMMENDATION_FILE_MAX_BYTES) return m.fileTooLarge;
  return recommendationFileTypeOf(bytes) === null ? m.fileKind : null;
}

/** Base64 of at most the limit (4 characters for 3 bytes), with room for padding. */
const base64Max = Math.ceil(RECOMMENDATION_FILE_MAX_BYTES / 3) * 4 + 4;

const fileSchema = z
  .object({
    /** The bytes as base64: JSON carries the form like every other request. Its name is not
     * kept (a scan's name often holds the patient's). */
    contentBase64: z
      .string()
      .min(1, m.fileRequired)
      .max(base64Max, m.fileTooLarge)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, m.fileKind),
  })
  .strict();

const detailsShape = {
  recommenderName: z.string().trim().min(1, m.nameRequired).max(100, m.nameRequired),
  recommenderNpi: z
    .string()
    .trim()
    .refine(isTenDigits, m.npiTenDigits)
    .refine((npi) => !isTenDigits(npi) || hasValidNpiCheckDigit(npi), m.npiCheckDigit),
  licenceType: z.enum(licenceTypes, { error: m.licenceRequired }),
  signedOn: isoDate,
  /** Empty when the form gives no end. */
  goodUntil: z.union([z.literal(''), isoDate]).default(''),
  serviceTypes: z.array(z.enum(serviceTypeNames)).min(1, m.servicesRequired).max(20),
  visits: z.number().int(m.visits).min(1, m.visits).max(50, m.visits).nullable().default(null),
};

const inOrder = (value: { signedOn: string; goodUntil: string }) =>
  value.goodUntil === '' || !isRealIsoDate(value.signedOn) || value.goodUntil >= value.signedOn;

/** A new recommendation: its details and the signed form. */
export const recommendationInputSchema = z
  .object({ ...detailsShape, file: fileSchema })
  .strict()
  .refine(inOrder, { path: ['goodUntil'], message: m.datesInOrder });
export type RecommendationInput = z.input<typeof recommendationInputSchema>;

/** Replacing one: new details, and a new form or the one on file kept. */
export const recommendationReplaceSchema = z
  .object({ ...detailsShape, file: fileSchema.nullable().default(null) })
  .strict()
  .refine(inOrder, { path: ['goodUntil'], message: m.datesInOrder });
export type RecommendationReplaceInput = z.input<typeof recommendationReplaceSchema>;

/** A recommendation as she sees it (never the file's bytes: those are downloaded apart). */
export interface RecommendationView {
  id: string;
  patientId: string;
  recommenderName: string;
  recommenderNpi: string;
  licenceType: LicenceType;
  signedOn: string;
  goodUntil: string | null;
  serviceTypes: string[];
  visits: number | null;
  fileType: RecommendationFileType;
  fileSize: number;
  createdAt: string;
}
