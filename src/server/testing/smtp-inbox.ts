import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  /** The envelope's recipients. */
  to: string[];
  /** The whole message as it arrived: headers and body. */
  raw: string;
}

/**
 * A real SMTP server in the test process (the `smtp-server` package, no TLS), keeping every
 * message it receives. It can stop and start again on the same port, to play an outage.
 */
export interface SmtpInbox {
  port: number;
  messages: ReceivedEmail[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves when at least `count` messages have arrived; fails after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
}

function serverOf(messages: ReceivedEmail[]) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
}

const listen = (server: SMTPServer, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = (
        server as unknown as { server: { address(): AddressInfo } }
      ).server.address();
      resolve(address.port);
    });
  });

const close = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

/** The settings of a test app that sends its emails to `inbox`, joining changes `batchSeconds` apart. */
export const smtpSettingsFor = (inbox: Pick<SmtpInbox, 'port'>, batchSeconds: number) => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(inbox.port),
  SMTP_TLS: 'none',
  SMTP_FROM: 'Doula Billing <billing@example.com>',
  EMAIL_BATCH_SECONDS: String(batchSeconds),
});

/** Starts an inbox on a free port of this machine. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedEmail[] = [];
  let server: SMTPServer | undefined = serverOf(messages);
  const port = await listen(server, 0);
  return {
    port,
    messages,
    async start() {
      if (server) return;
      server = serverOf(messages);
      await listen(server, port);
    },
    async stop() {
      const running = server;
      server = undefined;
      if (running) await close(running);
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} emails, received ${messages.length}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return messages;
    },
  };
}
