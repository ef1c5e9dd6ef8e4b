import { z } from 'zod';
import {
  checkRealTime,
  realTimeDefaults,
  realTimeFields,
  realTimePasswordSchema,
} from './realtime.ts';
import { type TransferFailure } from './transfers.ts';

/**
 * Clearinghouse connections over SFTP: what an operator configures (the console and the command
 * line check it with these schemas), the presets of the clearinghouses' folder conventions and
 * the reasons a transfer fails. The password or private key is accepted on the way in and never
 * part of any answer.
 */

export * from './transfers.ts';

export const connectionUsages = ['test', 'production'] as const;
export const afterDownloadChoices = ['leave', 'archive', 'server_deletes'] as const;
export const connectionAuthMethods = ['password', 'private_key'] as const;

export const presetIds = ['office_ally', 'claim_md', 'stedi'] as const;
export type PresetId = (typeof presetIds)[number];

export interface ConnectionPreset {
  label: string;
  uploadFolder: string;
  answerFolders: string[];
  afterDownload: (typeof afterDownloadChoices)[number];
}

/**
 * The folder conventions each clearinghouse publishes. Claim.MD removes a file from the server
 * once it is downloaded, so this product must be its only reader there.
 */
export const connectionPresets: Record<PresetId, ConnectionPreset> = {
  office_ally: {
    label: 'Office Ally',
    uploadFolder: 'inbound',
    answerFolders: ['outbound'],
    afterDownload: 'leave',
  },
  claim_md: {
    label: 'Claim.MD',
    uploadFolder: '/SendFiles',
    answerFolders: ['/ReceiveFiles'],
    afterDownload: 'server_deletes',
  },
  stedi: {
    label: 'Stedi',
    uploadFolder: 'to-stedi',
    answerFolders: ['from-stedi'],
    afterDownload: 'leave',
  },
};

/** A folder on the server: relative to the login folder or absolute; never climbing out. */
const folderSchema = z
  .string()
  .trim()
  .min(1, 'Enter a folder.')
  .max(200, 'Use at most 200 characters.')
  .regex(/^[A-Za-z0-9._\-/]+$/, 'Use letters, digits, dots, dashes, underscores and slashes.')
  .refine((folder) => !folder.split('/').includes('..'), 'A folder may not contain "..".');

/** OpenSSH's form of a host key fingerprint: `SHA256:` and 43 base64 characters. */
export const hostKeyFingerprintSchema = z
  .string()
  .trim()
  .regex(
    /^SHA256:[A-Za-z0-9+/]{43}=?$/,
    'Enter the fingerprint as SHA256: followed by 43 characters (as ssh-keyscan | ssh-keygen -lf - shows it).',
  )
  .transform((fingerprint) => fingerprint.replace(/=$/, ''));

/** ISA sender and receiver IDs: up to 15 characters of the X12 basic character set. */
const isaIdSchema = z
  .string()
  .trim()
  .min(1, 'Enter the ID.')
  .max(15, 'Use at most 15 characters.')
  .regex(/^[A-Za-z0-9 ]+$/, 'Use letters, digits and spaces only.');

/**
 * The name an upload gets: `{batch}` (the batch number, which makes every name new) and
 * optionally `{date}` (YYYYMMDD).
 */
const fileNamePatternSchema = z
  .string()
  .trim()
  .max(100, 'Use at most 100 characters.')
  .regex(/^[A-Za-z0-9._\-{}]+$/, 'Use letters, digits, dots, dashes, underscores and {batch}.')
  .refine((pattern) => pattern.includes('{batch}'), 'The name must contain {batch}.');

/** The steps whose outcome a connection's health records. */
export const transferSteps = ['send', 'poll', 'test'] as const;
export type TransferStep = (typeof transferSteps)[number];

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * When claims go out through the connection that sends them: only with "Send now", every N
 * minutes, or once a day at a cut-off (UTC, HH:MM).
 */
export const sendScheduleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('manual') }).strict(),
  z
    .object({
      kind: z.literal('every'),
      minutes: z.coerce
        .number()
        .int()
        .min(1, 'Enter from 1 to 1440 minutes.')
        .max(1440, 'Enter from 1 to 1440 minutes.'),
    })
    .strict(),
  z
    .object({
      kind: z.literal('daily'),
      at: z.string().trim().regex(clockTime, 'Enter a time as HH:MM (24-hour clock, UTC).'),
    })
    .strict(),
]);
export type SendSchedule = z.output<typeof sendScheduleSchema>;

const connectionFields = {
  name: z.string().trim().min(1, 'Enter a name.').max(80, 'Use at most 80 characters.'),
  preset: z.enum(presetIds).nullable(),
  host: z
    .string()
    .trim()
    .min(1, 'Enter the server.')
    .max(253, 'Use at most 253 characters.')
    .regex(/^[A-Za-z0-9.\-:]+$/, 'Enter a host name or an IP address.'),
  port: z.coerce
    .number()
    .int()
    .min(1, 'Enter a port from 1 to 65535.')
    .max(65535, 'Enter a port from 1 to 65535.'),
  username: z.string().trim().min(1, 'Enter the user.').max(100, 'Use at most 100 characters.'),
  authMethod: z.enum(connectionAuthMethods),
  hostKeyFingerprint: hostKeyFingerprintSchema,
  uploadFolder: folderSchema,
  answerFolders: z.array(folderSchema).min(1, 'Enter an answer folder.').max(4),
  fileNamePattern: fileNamePatternSchema,
  afterDownload: z.enum(afterDownloadChoices),
  archiveFolder: folderSchema.nullable(),
  isaSenderId: isaIdSchema,
  isaReceiverId: isaIdSchema,
  usage: z.enum(connectionUsages),
  sendsClaims: z.boolean(),
  sendSchedule: sendScheduleSchema,
  pollEveryMinutes: z.coerce
    .number()
    .int()
    .min(1, 'Enter from 1 to 1440 minutes.')
    .max(1440, 'Enter from 1 to 1440 minutes.'),
  ...realTimeFields,
};

/** The password, or the private key in OpenSSH or PEM form. */
export const secretSchema = z
  .string()
  .min(1, 'Enter the password or private key.')
  .max(16_000, 'Use at most 16000 characters.');

const archiveNeedsFolder = (value: {
  afterDownload?: (typeof afterDownloadChoices)[number];
  archiveFolder?: string | null;
}) => value.afterDownload !== 'archive' || Boolean(value.archiveFolder);
const archiveIssue = {
  message: 'Enter the archive folder.',
  path: ['archiveFolder'],
};

const settingsObject = z.object(connectionFields).strict();

/** A connection's settings as stored (a change is checked again as a whole). */
export const connectionSettingsSchema = settingsObject
  .refine(archiveNeedsFolder, archiveIssue)
  .superRefine(checkRealTime);
export type ConnectionSettings = z.output<typeof connectionSettingsSchema>;

export const connectionCreateSchema = settingsObject
  .extend({
    preset: connectionFields.preset.default(null),
    port: connectionFields.port.default(22),
    fileNamePattern: fileNamePatternSchema.default('{batch}.837'),
    archiveFolder: connectionFields.archiveFolder.default(null),
    sendsClaims: connectionFields.sendsClaims.default(false),
    sendSchedule: sendScheduleSchema.default({ kind: 'every', minutes: 15 }),
    pollEveryMinutes: connectionFields.pollEveryMinutes.default(15),
    ...realTimeDefaults,
    secret: secretSchema,
    realTimePassword: realTimePasswordSchema.optional(),
  })
  .refine(archiveNeedsFolder, archiveIssue)
  .superRefine(checkRealTime)
  .refine((value) => !value.realTimeUrl || value.realTimePassword !== undefined, {
    message: 'Enter the real-time password.',
    path: ['realTimePassword'],
  });

/**
 * A change: only the fields sent change; a secret or real-time password sent replaces the
 * stored one.
 */
export const connectionUpdateSchema = settingsObject
  .partial()
  .extend({ secret: secretSchema.optional(), realTimePassword: realTimePasswordSchema.optional() });

/** A connection as every answer shows it: everything but the secret. */
export interface ConnectionView {
  id: string;
  name: string;
  preset: PresetId | null;
  host: string;
  port: number;
  username: string;
  authMethod: (typeof connectionAuthMethods)[number];
  hostKeyFingerprint: string;
  uploadFolder: string;
  answerFolders: string[];
  fileNamePattern: string;
  afterDownload: (typeof afterDownloadChoices)[number];
  archiveFolder: string | null;
  isaSenderId: string;
  isaReceiverId: string;
  usage: (typeof connectionUsages)[number];
  sendsClaims: boolean;
  sendSchedule: SendSchedule;
  pollEveryMinutes: number;
  /** The real-time endpoint (all null without one); its password is never shown. */
  realTimeUrl: string | null;
  realTimeUsername: string | null;
  realTimeSenderId: string | null;
  realTimeReceiverId: string | null;
  realTimeTimeoutSeconds: number;
  realTimeCaCertificate: string | null;
  answersRealTime: boolean;
  health: ConnectionHealth;
  createdAt: string;
  updatedAt: string;
}

/** What the console's first screen and `/health` say of a connection. */
export interface ConnectionHealth {
  lastSentAt: string | null;
  lastPolledAt: string | null;
  /** The last failure (a reason and folder names, never PHI), until that step works again. */
  lastError: { during: TransferStep; message: string; at: string } | null;
}

/** What "Test connection" found: one sentence for the operator, and each step's outcome. */
export interface ConnectionTestResult {
  ok: boolean;
  sentence: string;
  loggedIn: boolean;
  failure: TransferFailure | null;
  folders: {
    folder: string;
    role: 'upload' | 'answer' | 'archive';
    state: 'there' | 'missing' | 'unreadable';
  }[];
}

/**
 * Fills what a preset decides (folders, what happens after a download) where the input leaves
 * it out; what the operator typed wins.
 */
export function withPreset(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const given = input as Record<string, unknown>;
  const preset = presetIds.find((id) => id === given.preset);
  if (!preset) return input;
  const { uploadFolder, answerFolders, afterDownload } = connectionPresets[preset];
  return { uploadFolder, answerFolders, afterDownload, ...stripUndefined(given) };
}

/** What a create accepts: a preset's folders are filled in before the settings are checked. */
export const connectionCreateInputSchema = z.preprocess(withPreset, connectionCreateSchema);

const stripUndefined = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));

/**
 * Whether a send schedule is due in the minute `at` falls in (UTC), so a tick every minute on
 * any server decides the same: `every N` when the minutes since the Unix epoch are a multiple
 * of N; `daily` when the clock says HH:MM; `manual` never (only "Send now").
 */
export function sendScheduleDue(schedule: SendSchedule, at: Date): boolean {
  if (schedule.kind === 'manual') return false;
  const minute = Math.floor(at.getTime() / 60_000);
  if (schedule.kind === 'every') return minute % schedule.minutes === 0;
  return at.toISOString().slice(11, 16) === schedule.at;
}
