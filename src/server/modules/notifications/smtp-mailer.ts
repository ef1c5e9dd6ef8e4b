import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../../config.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

/** Sends one email; rejects with the SMTP library's error when the server does not take it. */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** A failed send as the outbox records it: codes only, never the server's words. */
export interface SendFailure {
  /** e.g. "ECONNECTION", "EENVELOPE 550": neither address nor body can appear in it. */
  code: string;
  /** The server refused this recipient or message for good: retrying would not help. */
  permanent: boolean;
}

/**
 * Real SMTP through nodemailer. `starttls` refuses a server that does not upgrade to TLS
 * (nodemailer would otherwise send in the clear); nodemailer's own logging stays off, as its
 * debug lines carry addresses and message text.
 */
export function createSmtpMailer(smtp: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.tls === 'tls',
    requireTLS: smtp.tls === 'starttls',
    ignoreTLS: smtp.tls === 'none',
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    logger: false,
    debug: false,
  });
  return {
    async send(email) {
      await transport.sendMail({
        from: smtp.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    },
    close() {
      transport.close();
    },
  };
}

/** What the outbox keeps of a send error. */
export function sendFailureOf(error: unknown): SendFailure {
  const details = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const code =
    typeof details.code === 'string' && /^[A-Z_]{2,40}$/.test(details.code)
      ? details.code
      : 'ERROR';
  const reply = typeof details.responseCode === 'number' ? details.responseCode : undefined;
  return {
    code: reply ? `${code} ${reply}` : code,
    // Only a refusal of this recipient or message is final; a 5xx to the sign-in (wrong
    // password) is the operator's to fix, and the messages wait for it.
    permanent: (code === 'EENVELOPE' || code === 'EMESSAGE') && reply !== undefined && reply >= 500,
  };
}
