import { afterEach, describe, expect, it } from 'vitest';
import { type SftpTestServer, startSftpServer } from '../../testing/sftp-server.ts';
import { openSftpSession, SftpTransferError, type SftpTarget, withSftpSession } from './index.ts';

const servers: SftpTestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(layout: 'office_ally' | 'claim_md' | 'stedi') {
  const server = await startSftpServer({ layout });
  servers.push(server);
  return server;
}

const targetOf = (server: SftpTestServer, auth?: SftpTarget['auth']): SftpTarget => ({
  host: server.host,
  port: server.port,
  username: server.username,
  auth: auth ?? { password: server.password },
  hostKeyFingerprint: server.hostKeyFingerprint,
  readyTimeoutMs: 5_000,
});

const reasonOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SftpTransferError);
  return (error as SftpTransferError).reason;
};

const batch = Buffer.from('ISA*00*          *00*          *ZZ*SENDER~'.repeat(2000));

describe('SFTP transport against a real SFTP server', () => {
  it('uploads under a temporary name, then renames: Office Ally layout, password login', async () => {
    const server = await serve('office_ally');
    const sent = await withSftpSession(targetOf(server), (session) =>
      session.upload('inbound', 'B000001.837', batch),
    );
    expect(sent).toEqual({ name: 'B000001.837', size: batch.length });
    expect(server.list('inbound')).toEqual(['B000001.837']);
    expect(server.read('inbound/B000001.837')).toBe(batch.toString());
  });

  it('logs in with a private key and lists the answer folder: Stedi layout', async () => {
    const server = await serve('stedi');
    server.put('from-stedi/a.999', 'ISA~');
    server.put('from-stedi/b.835', 'ISA*x~');
    const files = await withSftpSession(
      targetOf(server, { privateKey: server.privateKey }),
      (session) => session.list('from-stedi'),
    );
    expect(files.map(({ name, size }) => ({ name, size }))).toEqual([
      { name: 'a.999', size: 4 },
      { name: 'b.835', size: 6 },
    ]);
  });

  it('downloads; Claim.MD removes a downloaded file itself', async () => {
    const server = await serve('claim_md');
    server.put('/ReceiveFiles/r1.277', 'ISA*277~');
    const content = await withSftpSession(targetOf(server), (session) =>
      session.download('/ReceiveFiles', 'r1.277'),
    );
    expect(content.tooLarge === false && content.bytes.toString()).toBe('ISA*277~');
    expect(server.list('/ReceiveFiles')).toEqual([]);
  });

  it('stops a download once more than its limit arrived, whatever size the server listed', async () => {
    const server = await serve('office_ally');
    // 100 kB of content in pieces of 32 kB: the limit is read in full, the rest is not.
    server.put('outbound/exact.999', Buffer.alloc(100_000, 'a'));
    server.put('outbound/small.999', 'tiny');
    server.faults.endless = { name: 'small.999', bytes: 50 * 1024 * 1024 };
    const [exact, endless] = await withSftpSession(targetOf(server), async (session) => [
      await session.download('outbound', 'exact.999', 100_000),
      await session.download('outbound', 'small.999', 100_000),
    ]);
    expect(exact).toMatchObject({ tooLarge: false });
    expect(exact!.tooLarge === false && exact!.bytes.length).toBe(100_000);
    expect(endless).toMatchObject({ tooLarge: true });
    expect(server.seen.bytesServed.get('small.999')).toBeLessThanOrEqual(100_000 + 32 * 1024);
  });

  it('moves a downloaded file to an archive folder, or removes it', async () => {
    const server = await serve('office_ally');
    server.put('outbound/x.999', 'a');
    server.put('outbound/y.999', 'b');
    await withSftpSession(targetOf(server), async (session) => {
      expect(await session.folderExists('outbound/archive')).toBe(false);
      server.put('outbound/archive/.keep', '');
      await session.move('outbound', 'x.999', 'outbound/archive');
      await session.remove('outbound', 'y.999');
    });
    expect(server.list('outbound')).toEqual(['archive']);
    expect(server.list('outbound/archive')).toEqual(['.keep', 'x.999']);
  });

  it('a server that is down: cannot connect', async () => {
    const server = await serve('office_ally');
    await server.stop();
    expect(await reasonOf(openSftpSession(targetOf(server)))).toBe('cannot_connect');
  });

  it('a wrong password or a key it does not know: login refused', async () => {
    const server = await serve('office_ally');
    expect(await reasonOf(openSftpSession(targetOf(server, { password: 'wrong' })))).toBe(
      'login_refused',
    );
    const other = await serve('stedi');
    expect(
      await reasonOf(openSftpSession(targetOf(server, { privateKey: other.privateKey }))),
    ).toBe('login_refused');
  });

  it('a different host key refuses to connect and says so', async () => {
    const server = await serve('office_ally');
    const pinned = targetOf(server);
    await server.changeHostKey();
    const error = await openSftpSession({ ...pinned, port: server.port }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SftpTransferError);
    expect((error as SftpTransferError).reason).toBe('host_key_changed');
    expect((error as Error).message).toMatch(/host key is not the one pinned/);
  });

  it('a missing folder, listing or uploading: folder missing', async () => {
    const server = await serve('office_ally');
    server.removeFolder('inbound');
    await withSftpSession(targetOf(server), async (session) => {
      expect(await reasonOf(session.list('inbound'))).toBe('folder_missing');
      expect(await reasonOf(session.upload('inbound', 'B1.837', batch))).toBe('folder_missing');
    });
  });

  it('a connection cut mid-upload leaves no file under its final name', async () => {
    const server = await serve('office_ally');
    server.faults.cutUploadAfterBytes = 20_000;
    const session = await openSftpSession(targetOf(server));
    expect(await reasonOf(session.upload('inbound', 'B000002.837', batch))).toBe('upload_failed');
    session.close();
    expect(server.list('inbound')).not.toContain('B000002.837');
  });

  it('an upload never replaces a file of the same name', async () => {
    const server = await serve('office_ally');
    server.put('inbound/B000003.837', 'first');
    await withSftpSession(targetOf(server), async (session) => {
      expect(await reasonOf(session.upload('inbound', 'B000003.837', batch))).toBe('upload_failed');
    });
    expect(server.read('inbound/B000003.837')).toBe('first');
    expect(server.list('inbound')).toEqual(['B000003.837']);
  });

  it('a file listed twice by the server is listed once', async () => {
    const server = await serve('office_ally');
    server.faults.listTwice = true;
    server.put('outbound/a.999', 'x');
    const files = await withSftpSession(targetOf(server), (session) => session.list('outbound'));
    expect(files.map((file) => file.name)).toEqual(['a.999']);
  });
});
