import fs from 'node:fs';
import path from 'node:path';
import type { SftpTestServer } from './sftp-server.ts';

/**
 * Answer files dropped on a test SFTP server the way a clearinghouse leaves them, each with its
 * own time on the server (a poll reads the oldest first), and the connection that reads them.
 */
let clock = Date.parse('2026-11-20T08:00:00Z');

/** Puts `content` at `remote`, its time one minute after the file put before it. */
export function dropAnswer(server: SftpTestServer, remote: string, content: string): void {
  server.put(remote, content);
  clock += 60_000;
  const local = path.join(server.root, path.posix.resolve('/', remote));
  fs.utimesSync(local, new Date(clock), new Date(clock));
}

let counter = 0;

/** A connection's settings on `server` with the preset of its layout, polling every 15 minutes. */
export const connectionOn = (
  server: SftpTestServer,
  preset: 'office_ally' | 'claim_md' | 'stedi',
  overrides: Record<string, unknown> = {},
) => ({
  name: `Answers ${preset} ${(counter += 1)}`,
  preset,
  host: server.host,
  port: server.port,
  username: server.username,
  authMethod: 'password',
  secret: server.password,
  hostKeyFingerprint: server.hostKeyFingerprint,
  isaSenderId: 'DOULABILL',
  isaReceiverId: 'CLEARING',
  usage: 'test',
  ...overrides,
});
