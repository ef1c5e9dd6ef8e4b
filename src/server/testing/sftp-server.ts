import { timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ssh2, { type Connection } from 'ssh2';
import { connectionPresets, type PresetId } from '#domain/clearinghouse/connections';
import { fingerprintOf } from '../modules/sftp/index.ts';
import { restartableServer } from './restartable-server.ts';
import { type SftpFaults, type SftpSeen, serveSftp } from './sftp-subsystem.ts';

// ssh2 is CommonJS: its named exports are read from its default export (see sftp-session.ts).
const { Server, utils } = ssh2;

/**
 * A real SFTP server in the test process (the `ssh2` package's Server) on 127.0.0.1, serving a
 * temporary directory laid out as a clearinghouse lays out its account. It logs in with a
 * password or a public key, and it can play the faults a clearinghouse shows: down, a changed
 * host key, a missing folder, a connection cut mid-upload, a file listed twice.
 */
export interface SftpTestServer {
  host: '127.0.0.1';
  port: number;
  /** The temporary directory that is the server's filesystem. */
  root: string;
  username: string;
  password: string;
  /** The client's private key (OpenSSH form) whose public half the server accepts. */
  privateKey: string;
  /** The server's host key fingerprint as OpenSSH prints it (`SHA256:…`). */
  hostKeyFingerprint: string;
  /** The upload and answer folders of the layout. */
  uploadFolder: string;
  answerFolder: string;
  faults: SftpFaults;
  /** Every path clients named and the bytes each file served, since the server started. */
  seen: SftpSeen;
  /** Closes the port and every session (the server is down) until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Restarts with a new host key, as a server replaced (or impersonated) would present. */
  changeHostKey(): Promise<void>;
  /** A file on the server, by its remote path (`outbound/x.999`, `/ReceiveFiles/x.835`). */
  put(remote: string, content: string | Buffer): void;
  read(remote: string): string | undefined;
  list(remote: string): string[];
  removeFolder(remote: string): void;
  close(): Promise<void>;
}

export interface SftpTestServerOptions {
  layout: PresetId;
  faults?: SftpFaults;
}

/**
 * An ed25519 key pair both halves of which ssh2 reads back. About one pair in 256 that ssh2
 * makes is not (it strips a public key's leading zero byte), so such a pair is made again.
 */
function readableKeyPair() {
  for (;;) {
    const pair = utils.generateKeyPairSync('ed25519');
    const privateKey = utils.parseKey(pair.private);
    const publicKey = utils.parseKey(pair.public);
    if (!(privateKey instanceof Error) && !(publicKey instanceof Error)) {
      return { ...pair, parsedPrivate: privateKey, parsedPublic: publicKey };
    }
  }
}

const newHostKey = () => {
  const { private: privateKey, parsedPrivate } = readableKeyPair();
  return { privateKey, fingerprint: fingerprintOf(parsedPrivate.getPublicSSH()) };
};

const sameText = (given: Buffer, expected: Buffer) =>
  given.length === expected.length && timingSafeEqual(given, expected);

export async function startSftpServer(options: SftpTestServerOptions): Promise<SftpTestServer> {
  const preset = connectionPresets[options.layout];
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `sftp-${options.layout}-`));
  const local = (remote: string) => path.join(root, path.posix.resolve('/', remote));
  for (const folder of [preset.uploadFolder, ...preset.answerFolders]) {
    fs.mkdirSync(local(folder), { recursive: true });
  }
  const username = 'billing';
  const password = 'correct horse battery staple';
  const client = readableKeyPair();
  const clientKey = client.parsedPublic;
  let hostKey = newHostKey();
  const faults: SftpFaults = { ...options.faults };
  const seen: SftpSeen = { paths: [], bytesServed: new Map() };

  const onClient = (connection: Connection) => {
    const forget = listener.track(connection);
    connection.on('error', forget);
    connection.on('authentication', (context) => {
      if (context.username !== username) return context.reject();
      if (context.method === 'password') {
        return sameText(Buffer.from(context.password), Buffer.from(password))
          ? context.accept()
          : context.reject();
      }
      if (context.method === 'publickey') {
        const matches =
          context.key.algo === clientKey.type &&
          sameText(context.key.data, clientKey.getPublicSSH());
        if (!matches) return context.reject();
        if (!context.signature || !context.blob) return context.accept();
        const valid = clientKey.verify(context.blob, context.signature, context.hashAlgo);
        return valid === true ? context.accept() : context.reject();
      }
      context.reject(['password', 'publickey']);
    });
    connection.on('ready', () => {
      connection.on('session', (accept) => {
        const session = accept();
        session.on('sftp', (acceptSftp) => {
          serveSftp(acceptSftp(), {
            root,
            faults,
            seen,
            removeOnceDownloaded: preset.afterDownload === 'server_deletes',
            cut: () => connection.end(),
          });
        });
      });
    });
  };

  const listener = restartableServer<Connection>(
    () => new Server({ hostKeys: [hostKey.privateKey] }, onClient),
    (connection) => connection.end(),
  );
  const { start, stop } = listener;
  await start();

  return {
    host: '127.0.0.1',
    get port() {
      return listener.port;
    },
    root,
    username,
    password,
    privateKey: client.private,
    get hostKeyFingerprint() {
      return hostKey.fingerprint;
    },
    uploadFolder: preset.uploadFolder,
    answerFolder: preset.answerFolders[0]!,
    faults,
    seen,
    stop,
    start,
    async changeHostKey() {
      await stop();
      hostKey = newHostKey();
      await start();
    },
    put(remote, content) {
      fs.mkdirSync(path.dirname(local(remote)), { recursive: true });
      fs.writeFileSync(local(remote), content);
    },
    read(remote) {
      const file = local(remote);
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    },
    list(remote) {
      return fs.readdirSync(local(remote)).sort();
    },
    removeFolder(remote) {
      fs.rmSync(local(remote), { recursive: true, force: true });
    },
    async close() {
      await stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
