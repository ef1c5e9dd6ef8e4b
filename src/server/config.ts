import path from 'node:path';
import type { z } from 'zod';
import { envSchema } from './config-env.ts';

/** The server's settings, read once at start from the environment variables config-env.ts checks. */
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
  /** Where checks are mailed, and how a doula reaches support (email and hours). */
  contact: { checkAddress: string; supportEmail: string; supportHours: string };
  adminEmails: string[];
  /** AES-256 key for tax IDs (base64); without it a key file in DATA_DIR is used. */
  taxIdKey: string | undefined;
  /** Older keys still accepted for decryption during a rotation. */
  taxIdPreviousKeys: string[];
  /** HMAC key for invitation codes (base64); without it a key file in DATA_DIR is used. */
  invitationKey: string | undefined;
  /**
   * Requests per address and window to /auth/login, to /auth/callback (each its own count)
   * and to the development identity provider, counted in PostgreSQL across app servers.
   */
  signInLimits: { perAddress: number; devIdpPerAddress: number; windowSeconds: number };
  logLevel: string;
  /** Who sends 837P files and who receives them (see README, "Claim batches"). */
  x12: X12Settings;
  /** Outgoing email; undefined without SMTP settings (messages then wait in the outbox). */
  smtp: SmtpConfig | undefined;
  /** Seconds a notice waits for others to the same person, so they go out as one email. */
  emailBatchSeconds: number;
  /** Card payments through Stripe; undefined without STRIPE_SECRET_KEY (decision 072). */
  stripe: StripeSettings | undefined;
  /** Background jobs (decision 061): how many one app server runs at a time. */
  jobs: { concurrency: number };
  /** The largest payer response file (999, 277CA, 835) an import reads, in megabytes. */
  importMaxMegabytes: number;
  /**
   * Whether clearinghouse connections may lead to private, loopback or link-local addresses
   * (CLEARINGHOUSE_ALLOW_PRIVATE=1): on by default only outside production (decision 086).
   */
  clearinghouseAllowPrivate: boolean;
  /** Coverage checks (270/271) one doula may make in any 24 hours. */
  coverageChecksPerDay: number;
  /** Milliseconds before the one retry of a real-time question that could not connect. */
  realTimeRetryMs: number;
  backup: {
    /**
     * AES-256-GCM key for backup files and the WAL archive (base64); without it the key file
     * DATA_DIR/backup.key, created on first use (see backup/backup-key.ts).
     */
    key: string | undefined;
    /** Where scheduled backups go (embedded database only): DATA_DIR/backups by default. */
    dir: string;
    /** Hours between scheduled backups; 0 turns them off. */
    everyHours: number;
    /** How many scheduled backups (and base backups, with their WAL) are kept. */
    keep: number;
    /**
     * Embedded database only: PostgreSQL archives its write-ahead log into BACKUP_DIR/wal and
     * a base backup is taken on the backup schedule, for point-in-time restores.
     */
    walArchive: boolean;
  };
}

export interface X12Settings {
  submitter: {
    id: string;
    name: string;
    contact: { name: string; phone?: string; email?: string };
  };
  /** 1000B: the clearinghouse (or payer) the file is for, by its name and id. */
  receiver: { id: string; name: string };
  /** ISA08: the clearinghouse's interchange receiver id (the receiver id unless set). */
  interchangeReceiverId: string;
  /** ISA15: T while testing with the clearinghouse, P once it accepts production files. */
  usage: 'T' | 'P';
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the API is reached instead of api.stripe.com (the tests' loopback server). */
  apiBase: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
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
  if (env.NODE_ENV === 'production' && !set('INVITATION_KEY')) {
    problems.push(
      'INVITATION_KEY is required when NODE_ENV=production: every app server must share the key invitation codes are hashed with',
    );
  }
  if (set('STRIPE_SECRET_KEY') !== set('STRIPE_WEBHOOK_SECRET')) {
    problems.push(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: card payments need both, or neither',
    );
  }
  if (set('STRIPE_API_BASE') && !set('STRIPE_SECRET_KEY')) {
    problems.push('STRIPE_API_BASE is only read with STRIPE_SECRET_KEY');
  }
  return problems;
}

function contactOf(e: z.output<typeof envSchema>): AppConfig['contact'] {
  return {
    checkAddress: e.CHECK_MAILING_ADDRESS,
    supportEmail: e.SUPPORT_EMAIL,
    supportHours: e.SUPPORT_HOURS,
  };
}

function stripeSettingsOf(e: z.output<typeof envSchema>): StripeSettings | undefined {
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) return undefined;
  const base = e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiBase: base
      ? {
          host: base.hostname,
          port: base.port ? Number(base.port) : protocol === 'http' ? 80 : 443,
          protocol,
        }
      : undefined,
  };
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

type Env = z.output<typeof envSchema>;

/** The identity provider: the one configured, or the built-in development one. */
function oidcOf(e: Env, publicUrl: string): AppConfig['oidc'] {
  return e.OIDC_ISSUER
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
}

/** Private clearinghouse addresses: allowed when set to 1, and by default outside production. */
const allowPrivateOf = (e: Env) =>
  (e.CLEARINGHOUSE_ALLOW_PRIVATE ?? (e.NODE_ENV === 'production' ? '0' : '1')) === '1';

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
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    oidc: oidcOf(e, publicUrl),
    session: {
      persistence: e.SESSION_PERSISTENCE,
      idleMinutes: e.SESSION_IDLE_MINUTES,
      absoluteHours: e.SESSION_ABSOLUTE_HOURS,
    },
    introSessionUrl: e.INTRO_SESSION_URL,
    contact: contactOf(e),
    adminEmails: e.ADMIN_EMAILS,
    taxIdKey: e.TAX_ID_KEY,
    taxIdPreviousKeys: e.TAX_ID_PREVIOUS_KEYS,
    invitationKey: e.INVITATION_KEY,
    signInLimits: {
      perAddress: e.SIGN_IN_RATE_LIMIT,
      devIdpPerAddress: e.DEV_IDP_RATE_LIMIT,
      windowSeconds: e.SIGN_IN_RATE_WINDOW_SECONDS,
    },
    // Production keeps a line per request; a laptop shows only what needs attention, so a plain
    // start prints its one ready line and nothing else.
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'production' ? 'info' : 'warn'),
    x12: {
      submitter: {
        id: e.X12_SUBMITTER_ID,
        name: e.X12_SUBMITTER_NAME,
        contact: {
          name: e.X12_SUBMITTER_CONTACT_NAME,
          ...(e.X12_SUBMITTER_CONTACT_PHONE ? { phone: e.X12_SUBMITTER_CONTACT_PHONE } : {}),
          email: e.X12_SUBMITTER_CONTACT_EMAIL,
        },
      },
      receiver: { id: e.X12_RECEIVER_ID, name: e.X12_RECEIVER_NAME },
      interchangeReceiverId: e.X12_CLEARINGHOUSE_RECEIVER_ID ?? e.X12_RECEIVER_ID,
      usage: e.X12_USAGE,
    },
    smtp: smtpConfigOf(e),
    emailBatchSeconds: e.EMAIL_BATCH_SECONDS,
    stripe: stripeSettingsOf(e),
    jobs: { concurrency: e.JOB_CONCURRENCY },
    importMaxMegabytes: e.IMPORT_MAX_MB,
    clearinghouseAllowPrivate: allowPrivateOf(e),
    coverageChecksPerDay: e.COVERAGE_CHECKS_PER_DAY,
    realTimeRetryMs: e.REAL_TIME_RETRY_MS,
    backup: {
      key: e.BACKUP_KEY,
      dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
      everyHours: e.BACKUP_EVERY_HOURS,
      keep: e.BACKUP_KEEP,
      walArchive: e.WAL_ARCHIVE === 'on',
    },
  };
}
