import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

/** loadConfig refuses this environment with one message that names each of `parts`. */
function expectOneRefusalNaming(env: Record<string, string>, parts: string[]) {
  let caught: unknown;
  try {
    loadConfig(env);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ConfigError);
  for (const part of parts) expect((caught as ConfigError).message).toContain(part);
}

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.oidc.kind).toBe('development');
    expect(config.oidc.issuer).toBe('http://localhost:3000/dev-idp');
    expect(config.session).toEqual({ persistence: 'session', idleMinutes: 30, absoluteHours: 12 });
    expect(config.secureCookies).toBe(false);
  });

  it('reads the 837P settings, sending test files by default', () => {
    expect(loadConfig({}).x12).toEqual({
      submitter: {
        id: 'DOULABILLING',
        name: 'Doula Billing',
        contact: { name: 'Billing support', email: 'billing@example.com' },
      },
      receiver: { id: 'CLEARINGHOUSE', name: 'Clearinghouse' },
      interchangeReceiverId: 'CLEARINGHOUSE',
      usage: 'T',
    });
    const set = loadConfig({
      X12_SUBMITTER_ID: 'SUB-1',
      X12_SUBMITTER_CONTACT_PHONE: '(510) 555-0100',
      X12_RECEIVER_ID: 'RECV01',
      X12_CLEARINGHOUSE_RECEIVER_ID: 'CH9',
      X12_USAGE: 'P',
    }).x12;
    expect(set).toMatchObject({
      submitter: { id: 'SUB-1', contact: { phone: '(510) 555-0100' } },
      receiver: { id: 'RECV01' },
      interchangeReceiverId: 'CH9',
      usage: 'P',
    });
    expect(() => loadConfig({ X12_USAGE: 'X', X12_SUBMITTER_ID: 'has space' })).toThrow(
      /X12_SUBMITTER_ID.*X12_USAGE|X12_USAGE.*X12_SUBMITTER_ID/,
    );
  });

  it('names every bad variable in one message', () => {
    expectOneRefusalNaming(
      {
        PORT: 'abc',
        SESSION_PERSISTENCE: 'forever',
        DATABASE_URL: 'mysql://x',
        OIDC_ISSUER: 'https://idp.example',
      },
      ['PORT', 'SESSION_PERSISTENCE', 'DATABASE_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
    );
  });

  it('refuses the development identity provider in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /OIDC_ISSUER is required when NODE_ENV=production/,
    );
  });

  it('allows private clearinghouse addresses outside production only, unless told', () => {
    const production = {
      NODE_ENV: 'production',
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
      TAX_ID_KEY: Buffer.alloc(32, 1).toString('base64'),
      INVITATION_KEY: Buffer.alloc(32, 2).toString('base64'),
    };
    expect(loadConfig({}).clearinghouseAllowPrivate).toBe(true);
    expect(loadConfig({ CLEARINGHOUSE_ALLOW_PRIVATE: '0' }).clearinghouseAllowPrivate).toBe(false);
    expect(loadConfig(production).clearinghouseAllowPrivate).toBe(false);
    expect(
      loadConfig({ ...production, CLEARINGHOUSE_ALLOW_PRIVATE: '1' }).clearinghouseAllowPrivate,
    ).toBe(true);
    expectOneRefusalNaming({ CLEARINGHOUSE_ALLOW_PRIVATE: 'yes' }, ['CLEARINGHOUSE_ALLOW_PRIVATE']);
  });

  it('uses secure cookies behind https and parses admin emails', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://billing.example.com/',
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
      ADMIN_EMAILS: ' Ops@Example.com, , b@example.com',
    });
    expect(config.secureCookies).toBe(true);
    expect(config.publicUrl).toBe('https://billing.example.com');
    expect(config.oidc).toEqual({
      kind: 'external',
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    });
    expect(config.adminEmails).toEqual(['ops@example.com', 'b@example.com']);
  });

  describe('outgoing email', () => {
    const from = 'Doula Billing <billing@example.com>';

    it('is off without SMTP settings, batching 60 seconds by default', () => {
      const config = loadConfig({});
      expect(config.smtp).toBeUndefined();
      expect(config.emailBatchSeconds).toBe(60);
    });

    // What each SMTP setting reads as, from (and with) the one SMTP_FROM.
    const smtpOf = (env: Record<string, string>) => loadConfig({ ...env, SMTP_FROM: from }).smtp;
    const server = (host: string, port: number, tls: string, user?: string, password?: string) => ({
      host,
      port,
      user,
      password,
      tls,
      from,
    });

    it('reads SMTP_URL: smtps is TLS on 465, smtp must upgrade with STARTTLS on 587', () => {
      expect(smtpOf({ SMTP_URL: 'smtps://mailer%40x:p%40ss@mail.example.com' })).toEqual(
        server('mail.example.com', 465, 'tls', 'mailer@x', 'p@ss'),
      );
      expect(smtpOf({ SMTP_URL: 'smtp://mail.example.com' })).toEqual(
        server('mail.example.com', 587, 'starttls'),
      );
    });

    it('reads SMTP_HOST and its companions', () => {
      const config = loadConfig({
        SMTP_HOST: 'localhost',
        SMTP_PORT: '2525',
        SMTP_USER: 'u',
        SMTP_PASSWORD: 'p',
        SMTP_TLS: 'none',
        SMTP_FROM: from,
        EMAIL_BATCH_SECONDS: '0',
      });
      expect(config.smtp).toEqual(server('localhost', 2525, 'none', 'u', 'p'));
      expect(config.emailBatchSeconds).toBe(0);
    });

    it('names every bad email setting at once', () => {
      expectOneRefusalNaming(
        {
          SMTP_URL: 'http://mail.example.com',
          SMTP_HOST: 'mail.example.com',
          SMTP_PORT: '70000',
          SMTP_TLS: 'maybe',
          EMAIL_BATCH_SECONDS: 'soon',
        },
        [
          'SMTP_URL must be an smtp:// or smtps:// URL',
          'SMTP_URL and SMTP_HOST cannot both be set',
          'SMTP_FROM is required',
          'SMTP_PORT must be a port number',
          'SMTP_TLS must be starttls, tls or none',
          'EMAIL_BATCH_SECONDS',
        ],
      );
    });
  });
});
