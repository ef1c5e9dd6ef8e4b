import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_IMPORT_MAX_MB } from '#domain/imports';

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

const envSchema = z.object({
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
  IMPORT_MAX_MB: positiveInt(DEFAULT_IMPORT_MAX_MB),
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

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** True when PUBLIC_URL is https: cookies become Secure and `__Host-` prefixed. */
  secureCookies: boolean;
  oidc:
    | { kind: 'external'; issuer: string; clientId: string; clientSecret: string }
    | { kind: 'development'; issuer: string; clientId: string; clientSecret: string };
  session: {
    persistence: 'local' | 'session';
    idleMinutes: number;
    absoluteHours: number;
  };
  introSessionUrl: string;
  adminEmails: string[];
  /** AES-256 key for tax IDs (base64); without it a key file in DATA_DIR is used. */
  taxIdKey: string | undefined;
  /** Older keys still accepted for decryption during a rotation. */
  taxIdPreviousKeys: string[];
  logLevel: string;
  /** Outgoing email; undefined without SMTP settings (messages then wait in the outbox). */
  smtp: SmtpConfig | undefined;
  /** Seconds a notice waits for others to the same person, so they go out as one email. */
  emailBatchSeconds: number;
  /** The largest payer response file (999, 277CA, 835) an import reads, in megabytes. */
  importMaxMegabytes: number;
  backup: {
    /** AES-256-GCM key for backup files (base64); without it backups are not encrypted. */
    key: string | undefined;
    /** Where scheduled backups go (embedded database only): DATA_DIR/backups by default. */
    dir: string;
    /** Hours between scheduled backups; 0 turns them off. */
    everyHours: number;
    /** How many scheduled backups are kept. */
    keep: number;
  };
}

/**
 * An SMTP server. `tls`: TLS from the first byte (usually port 465); `starttls`: a plain
 * connection that must upgrade to TLS before anything is sent (usually 587); `none`: no
 * encryption, only for a relay on the same machine or a test server.
 */
export interface SmtpConfig {
  host: string;
  port: number;
  user: string | undefined;
  password: string | undefined;
  tls: 'starttls' | 'tls' | 'none';
  from: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

export const DEV_IDP_PATH = '/dev-idp';
const DEV_CLIENT_ID = 'doula-billing-dev';
const DEV_CLIENT_SECRET = 'development-only-secret';

/** Rules that tie variables together; checked on the raw values so they report alongside the rest. */
function crossVariableProblems(env: NodeJS.ProcessEnv): string[] {
  const set = (name: string) => Boolean(env[name]?.trim());
  const problems: string[] = [];
  if (set('OIDC_ISSUER')) {
    if (!set('OIDC_CLIENT_ID')) problems.push('OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
    if (!set('OIDC_CLIENT_SECRET'))
      problems.push('OIDC_CLIENT_SECRET is required when OIDC_ISSUER is set');
  } else if (env.NODE_ENV === 'production') {
    problems.push(
      'OIDC_ISSUER is required when NODE_ENV=production: the built-in development identity provider accepts any email and must never run in production',
    );
  }
  if (set('SMTP_URL') && set('SMTP_HOST')) {
    problems.push('SMTP_URL and SMTP_HOST cannot both be set: give the server one way');
  }
  if ((set('SMTP_URL') || set('SMTP_HOST')) && !set('SMTP_FROM')) {
    problems.push(
      'SMTP_FROM is required with SMTP_URL or SMTP_HOST: the address emails come from, e.g. "Doula Billing <billing@example.com>"',
    );
  }
  if (env.NODE_ENV === 'production' && !set('TAX_ID_KEY')) {
    problems.push(
      'TAX_ID_KEY is required when NODE_ENV=production: every app server must share the tax ID key',
    );
  }
  return problems;
}

/** SMTP settings from SMTP_URL or SMTP_HOST and its companions; undefined when neither is set. */
function smtpConfigOf(e: z.output<typeof envSchema>): SmtpConfig | undefined {
  const from = e.SMTP_FROM ?? '';
  if (e.SMTP_URL) {
    const url = new URL(e.SMTP_URL);
    const implicitTls = url.protocol === 'smtps:';
    const tls = e.SMTP_TLS ?? (implicitTls ? 'tls' : 'starttls');
    return {
      host: url.hostname,
      port: url.port ? Number(url.port) : tls === 'tls' ? 465 : 587,
      user: url.username ? decodeURIComponent(url.username) : e.SMTP_USER,
      password: url.password ? decodeURIComponent(url.password) : e.SMTP_PASSWORD,
      tls,
      from,
    };
  }
  if (!e.SMTP_HOST) return undefined;
  const tls = e.SMTP_TLS ?? 'starttls';
  return {
    host: e.SMTP_HOST,
    port: e.SMTP_PORT ?? (tls === 'tls' ? 465 : 587),
    user: e.SMTP_USER,
    password: e.SMTP_PASSWORD,
    tls,
    from,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map(
          (issue) => `${String(issue.path[0] ?? 'environment')} ${issue.message}`,
        )),
    ...crossVariableProblems(env),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const oidc: AppConfig['oidc'] = e.OIDC_ISSUER
    ? {
        kind: 'external',
        issuer: e.OIDC_ISSUER,
        clientId: e.OIDC_CLIENT_ID ?? '',
        clientSecret: e.OIDC_CLIENT_SECRET ?? '',
      }
    : {
        kind: 'development',
        issuer: `${publicUrl}${DEV_IDP_PATH}`,
        clientId: DEV_CLIENT_ID,
        clientSecret: DEV_CLIENT_SECRET,
      };
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    oidc,
    session: {
      persistence: e.SESSION_PERSISTENCE,
      idleMinutes: e.SESSION_IDLE_MINUTES,
      absoluteHours: e.SESSION_ABSOLUTE_HOURS,
    },
    introSessionUrl: e.INTRO_SESSION_URL,
    adminEmails: e.ADMIN_EMAILS,
    taxIdKey: e.TAX_ID_KEY,
    taxIdPreviousKeys: e.TAX_ID_PREVIOUS_KEYS,
    // Production keeps a line per request; a laptop shows only what needs attention, so a plain
    // start prints its one ready line and nothing else.
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'production' ? 'info' : 'warn'),
    smtp: smtpConfigOf(e),
    emailBatchSeconds: e.EMAIL_BATCH_SECONDS,
    importMaxMegabytes: e.IMPORT_MAX_MB,
    backup: {
      key: e.BACKUP_KEY,
      dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
      everyHours: e.BACKUP_EVERY_HOURS,
      keep: e.BACKUP_KEEP,
    },
  };
}
