import { z } from 'zod';
import { refuseField } from '#domain/common/refuse-field';

/**
 * A connection's real-time endpoint (CAQH CORE connectivity: a SOAP envelope over HTTPS) for
 * eligibility (270/271) and claim status (276/277): its settings as the console and the command
 * line check them, the payload types, and why an exchange failed. The endpoint's password is
 * accepted on the way in and never part of any answer.
 */

/** The CORE rule version every envelope carries. */
export const CORE_RULE_VERSION = '2.2.0';

/** CORE's PayloadType of each request and of the answers it may bring. */
export const realTimePayloadTypes = {
  eligibilityRequest: 'X12_270_Request_005010X279A1',
  eligibilityResponse: 'X12_271_Response_005010X279A1',
  claimStatusRequest: 'X12_276_Request_005010X212',
  claimStatusResponse: 'X12_277_Response_005010X212',
  /** The payer refused the request's X12 as a whole (an acknowledgment instead of an answer). */
  acknowledgment: 'X12_999_Response_005010X231A1',
  interchangeAcknowledgment: 'X12_TA1_Response_00501X231A1',
} as const;

export const realTimeRequestTypes = [
  realTimePayloadTypes.eligibilityRequest,
  realTimePayloadTypes.claimStatusRequest,
] as const;
export type RealTimeRequestType = (typeof realTimeRequestTypes)[number];

/** Why an exchange failed: one per way it can, so the sentence says what to fix. */
export const realTimeFailures = [
  'not_configured',
  'cannot_connect',
  'certificate_refused',
  'timeout',
  'login_refused',
  'http_error',
  'core_error',
  'not_soap',
  'not_x12',
  'wrong_answer',
] as const;
export type RealTimeFailure = (typeof realTimeFailures)[number];

/** How long an answer may take by default: CORE asks for one within 20 s, plus the network. */
export const REAL_TIME_TIMEOUT_DEFAULT = 25;

/** CORE SenderID / ReceiverID: the identifiers the clearinghouse gave both ends. */
const coreIdSchema = z
  .string()
  .trim()
  .min(1, 'Enter the ID.')
  .max(80, 'Use at most 80 characters.')
  .regex(/^[A-Za-z0-9 ._\-:]+$/, 'Use letters, digits, spaces, dots, dashes and colons.');

export const realTimeUrlSchema = z
  .string()
  .trim()
  .max(500, 'Use at most 500 characters.')
  .regex(/^https:\/\/[^\s<>"]+$/, 'Enter the endpoint as an https:// address.')
  .refine((url) => URL.canParse(url), 'Enter the endpoint as an https:// address.');

/**
 * A CA (or the server's own certificate) to trust for this endpoint instead of the system's
 * CAs: for a clearinghouse behind a private CA. Public: it is a certificate, not a key.
 */
export const caCertificateSchema = z
  .string()
  .trim()
  .max(20_000, 'Use at most 20000 characters.')
  .regex(
    /^-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----$/,
    'Paste the certificate in PEM form (-----BEGIN CERTIFICATE----- …).',
  );

/** The endpoint's password (its own, not the SFTP one). */
export const realTimePasswordSchema = z
  .string()
  .min(1, 'Enter the password.')
  .max(1_000, 'Use at most 1000 characters.');

/** The real-time fields of a connection; all null when it has no endpoint. */
export const realTimeFields = {
  realTimeUrl: realTimeUrlSchema.nullable(),
  realTimeUsername: z
    .string()
    .trim()
    .min(1, 'Enter the user.')
    .max(100, 'Use at most 100 characters.')
    .nullable(),
  realTimeSenderId: coreIdSchema.nullable(),
  realTimeReceiverId: coreIdSchema.nullable(),
  realTimeTimeoutSeconds: z.coerce
    .number()
    .int()
    .min(5, 'Enter from 5 to 120 seconds.')
    .max(120, 'Enter from 5 to 120 seconds.'),
  realTimeCaCertificate: caCertificateSchema.nullable(),
  /** The one connection eligibility and claim-status questions go through. */
  answersRealTime: z.boolean(),
};

/** Defaults of a new connection: no endpoint. */
export const realTimeDefaults = {
  realTimeUrl: realTimeFields.realTimeUrl.default(null),
  realTimeUsername: realTimeFields.realTimeUsername.default(null),
  realTimeSenderId: realTimeFields.realTimeSenderId.default(null),
  realTimeReceiverId: realTimeFields.realTimeReceiverId.default(null),
  realTimeTimeoutSeconds: realTimeFields.realTimeTimeoutSeconds.default(REAL_TIME_TIMEOUT_DEFAULT),
  realTimeCaCertificate: realTimeFields.realTimeCaCertificate.default(null),
  answersRealTime: realTimeFields.answersRealTime.default(false),
};

type RealTimeSettings = {
  realTimeUrl?: string | null;
  realTimeUsername?: string | null;
  realTimeSenderId?: string | null;
  realTimeReceiverId?: string | null;
  answersRealTime?: boolean;
};

const requiredWithUrl = [
  ['realTimeUsername', 'Enter the real-time user.'],
  ['realTimeSenderId', 'Enter the CORE sender ID.'],
  ['realTimeReceiverId', 'Enter the CORE receiver ID.'],
] as const;

/** An endpoint needs its user and both CORE IDs; answering real-time questions needs an endpoint. */
export function checkRealTime(value: RealTimeSettings, context: z.RefinementCtx) {
  if (value.realTimeUrl) {
    for (const [field, message] of requiredWithUrl) {
      if (!value[field]) context.addIssue({ code: 'custom', message, path: [field] });
    }
  }
  if (value.answersRealTime && !value.realTimeUrl) {
    refuseField(context, ['realTimeUrl'], 'Enter the real-time endpoint first.');
  }
}

/** What an exchange brought back: the answer's X12 as text, and its envelope's identifiers. */
export interface RealTimeAnswer {
  /** The answer's PayloadType (a 271/277, or a 999/TA1 when the payer refused the request). */
  payloadType: string;
  /** The X12 text (starts with ISA). */
  payload: string;
  /** The PayloadID this product sent (the answer carries the same). */
  payloadId: string;
  connectionId: string;
  receivedAt: string;
}
