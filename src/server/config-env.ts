import path from 'node:path';
import { z } from 'zod';
import { defaultSupportContact } from '#domain/account/contact';
import { DEFAULT_IMPORT_MAX_MB } from '#domain/claims/imports';

/**
 * Every setting the server reads from its environment, validated once at start.
 * The server refuses to start on any invalid value and names every bad variable at once,
 * so an operator fixes a deployment in one pass instead of one crash per variable.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const positiveInt = (fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : Number(value)))
    .pipe(z.number({ error: 'must be a whole number' }).int().positive());

/** An id in the interchange header (ISA06/ISA08) and 1000A/1000B: 2 to 15 letters, digits or hyphens. */
const x12Id = z
  .string()
  .regex(/^[A-Za-z0-9-]{2,15}$/, 'must be 2 to 15 letters, digits or hyphens');

export const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  PORT: positiveInt(3000).pipe(z.number().max(65535)),
  HOST: optionalText.transform((value) => value ?? '127.0.0.1'),
  DATA_DIR: optionalText.transform((value) => path.resolve(value ?? './data')),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_ISSUER: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  SESSION_PERSISTENCE: optionalText.pipe(
    z.enum(['local', 'session'], { error: 'must be "local" or "session"' }).default('session'),
  ),
  SESSION_IDLE_MINUTES: positiveInt(30),
  SESSION_ABSOLUTE_HOURS: positiveInt(12),
  INTRO_SESSION_URL: optionalText.pipe(
    z
      .url({ protocol: /^(https?|mailto)$/ })
      .default('mailto:hello@example.com?subject=Intro%20session'),
  ),
  // Where her checks go and how she reaches us: on her Billing page, statements, the Terms and
  // the Help page. The defaults are placeholders a fresh start shows until the operator sets them.
  CHECK_MAILING_ADDRESS: optionalText.pipe(
    z
      .string()
      .max(200, 'must be at most 200 characters')
      .default(defaultSupportContact.checkAddress),
  ),
  SUPPORT_EMAIL: optionalText.pipe(z.email().default(defaultSupportContact.supportEmail)),
  SUPPORT_HOURS: optionalText.pipe(
    z
      .string()
      .max(120, 'must be at most 120 characters')
      .default(defaultSupportContact.supportHours),
  ),
  ADMIN_EMAILS: optionalText.transform((value) =>
    (value ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  ),
  TAX_ID_KEY: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => Buffer.from(value, 'base64').length === 32,
        'must be 32 bytes, base64-encoded',
      )
      .optional(),
  ),
  TAX_ID_PREVIOUS_KEYS: optionalText.transform((value) =>
    (value ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
  ),
  INVITATION_KEY: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => Buffer.from(value, 'base64').length === 32,
        'must be 32 bytes, base64-encoded',
      )
      .optional(),
  ),
  SIGN_IN_RATE_LIMIT: positiveInt(30),
  DEV_IDP_RATE_LIMIT: positiveInt(300),
  SIGN_IN_RATE_WINDOW_SECONDS: positiveInt(60),
  BACKUP_KEY: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => Buffer.from(value, 'base64').length === 32,
        'must be 32 bytes, base64-encoded',
      )
      .optional(),
  ),
  BACKUP_DIR: optionalText,
  BACKUP_EVERY_HOURS: optionalText
    .transform((value) => (value === undefined ? 24 : Number(value)))
    .pipe(z.number({ error: 'must be a number of hours (0 turns scheduled backups off)' }).min(0)),
  BACKUP_KEEP: positiveInt(7),
  WAL_ARCHIVE: optionalText.pipe(
    z.enum(['on', 'off'], { error: 'must be "on" or "off"' }).default('on'),
  ),
  X12_SUBMITTER_ID: optionalText.pipe(x12Id.default('DOULABILLING')),
  X12_SUBMITTER_NAME: optionalText.pipe(z.string().max(60).default('Doula Billing')),
  X12_SUBMITTER_CONTACT_NAME: optionalText.pipe(z.string().max(60).default('Billing support')),
  X12_SUBMITTER_CONTACT_PHONE: optionalText.pipe(
    z
      .string()
      .refine((value) => value.replace(/\D/g, '').length === 10, 'must be a ten-digit phone number')
      .optional(),
  ),
  X12_SUBMITTER_CONTACT_EMAIL: optionalText.pipe(
    z.email({ error: 'must be an email address' }).default('billing@example.com'),
  ),
  X12_RECEIVER_ID: optionalText.pipe(x12Id.default('CLEARINGHOUSE')),
  X12_RECEIVER_NAME: optionalText.pipe(z.string().max(60).default('Clearinghouse')),
  X12_CLEARINGHOUSE_RECEIVER_ID: optionalText.pipe(x12Id.optional()),
  X12_USAGE: optionalText.pipe(
    z.enum(['T', 'P'], { error: 'must be T (test) or P (production)' }).default('T'),
  ),
  IMPORT_MAX_MB: positiveInt(DEFAULT_IMPORT_MAX_MB),
  CLEARINGHOUSE_ALLOW_PRIVATE: optionalText.pipe(
    z.enum(['0', '1'], { error: 'must be 1 (allow) or 0 (refuse)' }).optional(),
  ),
  LOG_LEVEL: optionalText.pipe(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  SMTP_HOST: optionalText,
  SMTP_PORT: optionalText
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(
      z
        .number({ error: 'must be a port number' })
        .int('must be a port number')
        .min(1, 'must be a port number')
        .max(65535, 'must be a port number')
        .optional(),
    ),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  SMTP_TLS: optionalText.pipe(
    z.enum(['starttls', 'tls', 'none'], { error: 'must be starttls, tls or none' }).optional(),
  ),
  SMTP_FROM: optionalText,
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_live_…, sk_test_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
  ),
  STRIPE_API_BASE: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  JOB_CONCURRENCY: positiveInt(4),
  COVERAGE_CHECKS_PER_DAY: positiveInt(25),
  REAL_TIME_RETRY_MS: positiveInt(1000),
  EMAIL_BATCH_SECONDS: optionalText
    .transform((value) => (value === undefined ? 60 : Number(value)))
    .pipe(
      z
        .number({ error: 'must be a number of seconds (0 sends at once)' })
        .int('must be a whole number of seconds')
        .min(0)
        .max(3600),
    ),
});
