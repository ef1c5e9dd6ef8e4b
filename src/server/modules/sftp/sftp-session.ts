import { createHash } from 'node:crypto';
import path from 'node:path';
import ssh2, { type Client as SshClient, type FileEntry, type SFTPWrapper } from 'ssh2';
import { SftpTransferError } from './transfer-error.ts';

// ssh2 is CommonJS: Node's ESM loader does not see all its named exports (utils), so they are
// read from its default export.
const { Client, utils } = ssh2;

/** Where and how to log in. The secret lives here only for the length of one session. */
export interface SftpTarget {
  host: string;
  port: number;
  username: string;
  auth: { password: string } | { privateKey: string };
  /** The pinned host key, as OpenSSH prints it: `SHA256:` and unpadded base64. */
  hostKeyFingerprint: string;
  /** How long connecting and logging in may take (10 s by default). */
  readyTimeoutMs?: number;
}

export interface RemoteFile {
  name: string;
  size: number;
  modifiedAt: Date;
}

export interface SftpSession {
  /** The plain files of a folder, each once (a server may list an entry twice). */
  list(folder: string): Promise<RemoteFile[]>;
  folderExists(folder: string): Promise<boolean>;
  /**
   * Writes `content` under a temporary name, checks the size the server holds, then renames it
   * to `name`: a clearinghouse that picks up files as they appear never reads half a file. An
   * existing `name` is never replaced.
   */
  upload(folder: string, name: string, content: Buffer): Promise<{ name: string; size: number }>;
  /**
   * Reads a file a piece at a time; past `maxBytes` received the transfer is stopped and
   * `tooLarge` answered (the size a server lists is its word, not the bytes it sends).
   */
  download(
    folder: string,
    name: string,
    maxBytes?: number,
  ): Promise<{ bytes: Buffer; tooLarge: false } | { tooLarge: true; receivedBytes: number }>;
  remove(folder: string, name: string): Promise<void>;
  /** Moves a file into another folder (an archive), keeping its name. */
  move(folder: string, name: string, toFolder: string): Promise<void>;
  /** False once the connection is gone (cut, or closed): a new session is needed. */
  isOpen(): boolean;
  close(): void;
}

/** OpenSSH's fingerprint form: base64 (no padding) of the SHA-256 of the public key blob. */
export const fingerprintOf = (publicKeyBlob: Buffer) =>
  `SHA256:${createHash('sha256').update(publicKeyBlob).digest('base64').replace(/=+$/, '')}`;

const NO_SUCH_FILE = utils.sftp.STATUS_CODE.NO_SUCH_FILE;
const remote = (folder: string, name: string) => path.posix.join(folder, name);
const isMissing = (error: unknown) => (error as { code?: unknown }).code === NO_SUCH_FILE;

/**
 * Connects, checks the host key against the pinned fingerprint, logs in and opens SFTP.
 * Failures are typed by step: cannot_connect, host_key_changed, login_refused.
 */
export function openSftpSession(target: SftpTarget): Promise<SftpSession> {
  const client = new Client();
  let hostKeyRefused = false;
  let opened = false;
  return new Promise<SftpSession>((resolve, reject) => {
    const failOpening = (error: Error & { level?: string }) => {
      if (opened) return;
      opened = true;
      client.end();
      if (hostKeyRefused) return reject(new SftpTransferError('host_key_changed'));
      if (error.level === 'client-authentication') {
        return reject(new SftpTransferError('login_refused'));
      }
      reject(new SftpTransferError('cannot_connect'));
    };
    client.on('error', failOpening);
    client.on('ready', () => {
      client.sftp((error, sftp) => {
        if (error) return failOpening(error);
        opened = true;
        resolve(sessionOver(client, sftp));
      });
    });
    client.connect({
      host: target.host,
      port: target.port,
      username: target.username,
      ...target.auth,
      readyTimeout: target.readyTimeoutMs ?? 10_000,
      // Without hostHash, ssh2 hands the verifier the key blob itself.
      hostVerifier: (key: Buffer) => {
        hostKeyRefused = fingerprintOf(key) !== target.hostKeyFingerprint;
        return !hostKeyRefused;
      },
    });
  });
}

/** Runs one SFTP request as a promise; any failure becomes `reason` (or folder_missing). */
type Request = <T>(
  reason: 'upload_failed' | 'download_failed',
  where: string,
  call: (done: (error: Error | null | undefined, value?: T) => void) => void,
) => Promise<T>;

/**
 * A cut connection must fail the requests in flight: ssh2 does not always answer them once
 * the socket is gone, so each pending request is failed when the connection closes.
 */
function requestsOver(client: SshClient): { request: Request; isClosed: () => boolean } {
  const pending = new Set<() => void>();
  let closed = false;
  const failPending = () => {
    closed = true;
    for (const fail of pending) fail();
    pending.clear();
  };
  client.on('error', failPending);
  client.on('close', failPending);
  const request: Request = (reason, where, call) =>
    new Promise((resolve, reject) => {
      const cut = () => reject(new SftpTransferError(reason, where));
      if (closed) return cut();
      pending.add(cut);
      call((error, value) => {
        pending.delete(cut);
        if (!error) return resolve(value!);
        reject(new SftpTransferError(isMissing(error) ? 'folder_missing' : reason, where));
      });
    });
  return { request, isClosed: () => closed };
}

/** The plain files of a listing, each once, by name. */
function plainFiles(entries: FileEntry[]): RemoteFile[] {
  const files = new Map<string, RemoteFile>();
  for (const { filename, attrs } of entries) {
    // 0o100000 is a regular file; folders and links are not answers.
    if ((attrs.mode & 0o170000) !== 0o100000 || files.has(filename)) continue;
    files.set(filename, {
      name: filename,
      size: attrs.size,
      modifiedAt: new Date(attrs.mtime * 1000),
    });
  }
  return [...files.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** See SftpSession.upload: written under a temporary name, its size checked, then renamed. */
async function uploadThroughTemporary(
  sftp: SFTPWrapper,
  { request, isClosed }: ReturnType<typeof requestsOver>,
  file: { folder: string; name: string; content: Buffer },
): Promise<void> {
  const { folder, name, content } = file;
  const final = remote(folder, name);
  const temporary = remote(folder, `.${name}.uploading`);
  try {
    await request('upload_failed', folder, (done) =>
      sftp.writeFile(temporary, content, { flag: 'w' }, (error) => done(error)),
    );
    const { size } = await request<{ size: number }>('upload_failed', temporary, (done) =>
      sftp.stat(temporary, done),
    );
    if (size !== content.length) throw new SftpTransferError('upload_failed', temporary);
    await request('upload_failed', final, (done) =>
      sftp.rename(temporary, final, (error) => done(error)),
    );
  } catch (error) {
    // Best effort: a half file under the temporary name is not read, but should not stay.
    if (!isClosed()) await new Promise((resolve) => sftp.unlink(temporary, resolve));
    if (error instanceof SftpTransferError && error.reason === 'folder_missing') {
      // The temporary file was refused: its folder is what is missing.
      throw new SftpTransferError('folder_missing', folder);
    }
    throw error instanceof SftpTransferError
      ? error
      : new SftpTransferError('upload_failed', final);
  }
}

/** Bytes asked for per read request: small enough for any server's packet limit. */
const READ_CHUNK = 32 * 1024;

/** See SftpSession.download: sequential reads, stopped once more than `maxBytes` arrived. */
async function downloadUpTo(
  sftp: SFTPWrapper,
  { request, isClosed }: ReturnType<typeof requestsOver>,
  where: string,
  maxBytes: number,
): Promise<{ bytes: Buffer; tooLarge: false } | { tooLarge: true; receivedBytes: number }> {
  const handle = await request<Buffer>('download_failed', where, (done) =>
    sftp.open(where, 'r', done),
  );
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for (;;) {
      const buffer = Buffer.alloc(READ_CHUNK);
      // ssh2 answers the end of the file as 0 bytes read, not as an error.
      const read = await request<number>('download_failed', where, (done) =>
        sftp.read(handle, buffer, 0, READ_CHUNK, received, (error, bytesRead) =>
          done(error, bytesRead),
        ),
      );
      if (read === 0) break;
      received += read;
      if (received > maxBytes) return { tooLarge: true, receivedBytes: received };
      chunks.push(read === READ_CHUNK ? buffer : buffer.subarray(0, read));
    }
  } finally {
    // Awaited: a server that removes a file read to its end (Claim.MD) does so on this close.
    if (!isClosed()) {
      await request('download_failed', where, (done) => sftp.close(handle, done)).catch(() => {});
    }
  }
  return { bytes: Buffer.concat(chunks, received), tooLarge: false };
}

function sessionOver(client: SshClient, sftp: SFTPWrapper): SftpSession {
  const requests = requestsOver(client);
  const { request } = requests;
  const stat = (where: string) =>
    request<{ size: number }>('download_failed', where, (done) => sftp.stat(where, done));
  return {
    async list(folder) {
      return plainFiles(
        await request<FileEntry[]>('download_failed', folder, (done) => sftp.readdir(folder, done)),
      );
    },

    async folderExists(folder) {
      try {
        await request('download_failed', folder, (done) => sftp.opendir(folder, done)).then(
          (handle) => sftp.close(handle as Buffer, () => {}),
        );
        return true;
      } catch (error) {
        if (error instanceof SftpTransferError && error.reason === 'folder_missing') return false;
        throw error;
      }
    },

    async upload(folder, name, content) {
      await uploadThroughTemporary(sftp, requests, { folder, name, content });
      return { name, size: content.length };
    },

    download(folder, name, maxBytes = Number.MAX_SAFE_INTEGER) {
      return downloadUpTo(sftp, requests, remote(folder, name), maxBytes);
    },

    async remove(folder, name) {
      const where = remote(folder, name);
      await request('download_failed', where, (done) => sftp.unlink(where, (error) => done(error)));
    },

    async move(folder, name, toFolder) {
      const from = remote(folder, name);
      const to = remote(toFolder, name);
      await stat(from);
      await request('download_failed', to, (done) => sftp.rename(from, to, (error) => done(error)));
    },

    isOpen: () => !requests.isClosed(),

    close() {
      client.end();
    },
  };
}

/** Opens a session, runs `work` with it and always closes it. */
export async function withSftpSession<T>(
  target: SftpTarget,
  work: (session: SftpSession) => Promise<T>,
): Promise<T> {
  const session = await openSftpSession(target);
  try {
    return await work(session);
  } finally {
    session.close();
  }
}
