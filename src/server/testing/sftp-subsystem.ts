import fs from 'node:fs';
import path from 'node:path';
import ssh2, { type Attributes, type SFTPWrapper } from 'ssh2';

// ssh2 is CommonJS: its named exports are read from its default export (see sftp-session.ts).
const { utils } = ssh2;

const { STATUS_CODE, flagsToString } = utils.sftp;

/** What the test server can be told to do wrong (see sftp-server.ts). */
export interface SftpFaults {
  /** Ends the SSH connection once an upload has received this many bytes. */
  cutUploadAfterBytes?: number;
  /** Every entry of a folder listing comes twice. */
  listTwice?: boolean;
  /** Ends the SSH connection when a file of this name is read (a download cut short). */
  cutDownloadOf?: string;
}

interface Options {
  root: string;
  faults: SftpFaults;
  /** Claim.MD's habit: a file read to its end and closed is removed from the server. */
  removeOnceDownloaded: boolean;
  /** Ends the whole SSH connection (a cut cable). */
  cut(): void;
}

type Handle =
  | { kind: 'file'; fd: number; file: string; written: number; readToEnd: boolean; read: boolean }
  | { kind: 'dir'; entries: string[] | undefined; folder: string };

const attributesOf = (stats: fs.Stats): Attributes => ({
  mode: stats.mode,
  uid: stats.uid,
  gid: stats.gid,
  size: stats.size,
  atime: Math.floor(stats.atimeMs / 1000),
  mtime: Math.floor(stats.mtimeMs / 1000),
});

/** The handles open on one SFTP channel and the few steps every request shares. */
function createServing(sftp: SFTPWrapper, options: Options) {
  const handles = new Map<number, Handle>();
  let nextHandle = 1;
  const inside = (remote: string) => {
    const resolved = path.posix.resolve('/', remote);
    return path.join(options.root, resolved);
  };
  const handleOf = (buffer: Buffer) =>
    buffer.length === 4 ? handles.get(buffer.readUInt32BE(0)) : undefined;
  const newHandle = (handle: Handle) => {
    const id = nextHandle++;
    handles.set(id, handle);
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32BE(id, 0);
    return buffer;
  };
  const fail = (reqId: number, error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code;
    sftp.status(
      reqId,
      code === 'ENOENT' || code === 'ENOTDIR' ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE,
    );
  };
  const attempt = (reqId: number, work: () => void) => {
    try {
      work();
    } catch (error) {
      fail(reqId, error);
    }
  };
  return { sftp, options, handles, inside, handleOf, newHandle, attempt };
}

type Serving = ReturnType<typeof createServing>;

/** Paths, attributes and folder listings. */
function serveLookups({ sftp, options, inside, handleOf, newHandle, attempt }: Serving): void {
  sftp.on('REALPATH', (reqId, remote) => {
    const resolved = path.posix.resolve('/', remote);
    sftp.name(reqId, [{ filename: resolved, longname: resolved, attrs: {} as Attributes }]);
  });
  const stat = (reqId: number, remote: string) =>
    attempt(reqId, () => sftp.attrs(reqId, attributesOf(fs.statSync(inside(remote)))));
  sftp.on('STAT', stat);
  sftp.on('LSTAT', stat);
  sftp.on('FSTAT', (reqId, buffer) => {
    const handle = handleOf(buffer);
    if (handle?.kind !== 'file') return sftp.status(reqId, STATUS_CODE.FAILURE);
    attempt(reqId, () => sftp.attrs(reqId, attributesOf(fs.fstatSync(handle.fd))));
  });
  sftp.on('OPENDIR', (reqId, remote) =>
    attempt(reqId, () => {
      const folder = inside(remote);
      if (!fs.statSync(folder).isDirectory()) throw Object.assign(new Error(), { code: 'ENOTDIR' });
      sftp.handle(reqId, newHandle({ kind: 'dir', entries: undefined, folder }));
    }),
  );
  sftp.on('READDIR', (reqId, buffer) => {
    const handle = handleOf(buffer);
    if (handle?.kind !== 'dir') return sftp.status(reqId, STATUS_CODE.FAILURE);
    if (handle.entries) return sftp.status(reqId, STATUS_CODE.EOF);
    attempt(reqId, () => {
      handle.entries = fs.readdirSync(handle.folder);
      const entries = handle.entries.map((name) => ({
        filename: name,
        longname: name,
        attrs: attributesOf(fs.statSync(path.join(handle.folder, name))),
      }));
      sftp.name(reqId, options.faults.listTwice ? [...entries, ...entries] : entries);
    });
  });
}

/** Opening, reading, writing and closing files, with the faults a test asks for. */
function serveFileContents({
  sftp,
  options,
  handles,
  inside,
  handleOf,
  newHandle,
  attempt,
}: Serving): void {
  sftp.on('OPEN', (reqId, remote, flags) =>
    attempt(reqId, () => {
      const mode = flagsToString(flags);
      if (!mode) return sftp.status(reqId, STATUS_CODE.OP_UNSUPPORTED);
      const file = inside(remote);
      const fd = fs.openSync(file, mode);
      sftp.handle(
        reqId,
        newHandle({ kind: 'file', fd, file, written: 0, readToEnd: false, read: false }),
      );
    }),
  );
  sftp.on('READ', (reqId, buffer, offset, length) => {
    const handle = handleOf(buffer);
    if (handle?.kind !== 'file') return sftp.status(reqId, STATUS_CODE.FAILURE);
    if (options.faults.cutDownloadOf === path.basename(handle.file)) return options.cut();
    attempt(reqId, () => {
      const data = Buffer.alloc(length);
      const bytes = fs.readSync(handle.fd, data, 0, length, offset);
      handle.read = true;
      if (offset + bytes >= fs.fstatSync(handle.fd).size) handle.readToEnd = true;
      if (bytes === 0) return sftp.status(reqId, STATUS_CODE.EOF);
      sftp.data(reqId, data.subarray(0, bytes));
    });
  });
  sftp.on('WRITE', (reqId, buffer, offset, data) => {
    const handle = handleOf(buffer);
    if (handle?.kind !== 'file') return sftp.status(reqId, STATUS_CODE.FAILURE);
    const limit = options.faults.cutUploadAfterBytes;
    if (limit !== undefined && handle.written + data.length > limit) {
      // Keep what arrived before the cut, as a real server would: a partial file is left.
      fs.writeSync(handle.fd, data.subarray(0, Math.max(0, limit - handle.written)), 0);
      return options.cut();
    }
    attempt(reqId, () => {
      fs.writeSync(handle.fd, data, 0, data.length, offset);
      handle.written += data.length;
      sftp.status(reqId, STATUS_CODE.OK);
    });
  });
  sftp.on('CLOSE', (reqId, buffer) => {
    const handle = handleOf(buffer);
    if (!handle) return sftp.status(reqId, STATUS_CODE.FAILURE);
    handles.delete(buffer.readUInt32BE(0));
    attempt(reqId, () => {
      if (handle.kind === 'file') {
        fs.closeSync(handle.fd);
        // A file is "downloaded" when it was read to its end.
        if (options.removeOnceDownloaded && handle.read && handle.readToEnd) {
          fs.rmSync(handle.file);
        }
      }
      sftp.status(reqId, STATUS_CODE.OK);
    });
  });
}

/** Removing, renaming and making folders; attribute changes are accepted and ignored. */
function serveChanges({ sftp, inside, attempt }: Serving): void {
  sftp.on('REMOVE', (reqId, remote) =>
    attempt(reqId, () => {
      fs.rmSync(inside(remote));
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );
  sftp.on('RENAME', (reqId, from, to) =>
    attempt(reqId, () => {
      // SFTP v3: a rename onto an existing name fails rather than replacing it.
      if (fs.existsSync(inside(to))) return sftp.status(reqId, STATUS_CODE.FAILURE);
      fs.renameSync(inside(from), inside(to));
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );
  sftp.on('MKDIR', (reqId, remote) =>
    attempt(reqId, () => {
      fs.mkdirSync(inside(remote));
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );
  sftp.on('SETSTAT', (reqId) => sftp.status(reqId, STATUS_CODE.OK));
  sftp.on('FSETSTAT', (reqId) => sftp.status(reqId, STATUS_CODE.OK));
}

/**
 * Serves SFTP requests over a directory, which plays the server's filesystem: `/` and the login
 * folder are both the directory, so `inbound/` and `/SendFiles` both work. Enough of SFTP v3
 * for what the transport does: list, stat, read, write, rename, remove, make a folder.
 */
export function serveSftp(sftp: SFTPWrapper, options: Options) {
  const serving = createServing(sftp, options);
  serveLookups(serving);
  serveFileContents(serving);
  serveChanges(serving);
  sftp.on('close', () => {
    for (const handle of serving.handles.values()) {
      if (handle.kind === 'file') fs.closeSync(handle.fd);
    }
    serving.handles.clear();
  });
}
