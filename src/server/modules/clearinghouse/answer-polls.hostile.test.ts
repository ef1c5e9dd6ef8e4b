import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConnectionView,
  DownloadView,
  PollNowResult,
} from '#domain/clearinghouse/connections';
import type { RecordPage } from '#domain/records/list';
import { connectionOn, dropAnswer } from '../../testing/answer-folders.ts';
import { useConsoleAnswers } from '../../testing/console-answers.ts';
import { acknowledgement999 } from '../../testing/response-files.ts';
import { type SftpTestServer, startSftpServer } from '../../testing/sftp-server.ts';

/**
 * No answer file can stop a poll (decision 086), against a real SFTP server on loopback that
 * lists names no file may have, refuses a file, cuts the connection mid-file, or streams far
 * more than the size it lists: the valid files beside them are imported in the same poll, and
 * each bad one is listed with its reason.
 */
const c = useConsoleAnswers('answer-polls-hostile@example.com');
const { h } = c;
let server: SftpTestServer;
const base = '/api/operator/clearinghouse-connections';
const MB = 1024 * 1024;

beforeAll(async () => {
  server = await startSftpServer({ layout: 'office_ally' });
});
afterAll(async () => {
  await server.close();
});

async function connection(folder: string): Promise<ConnectionView> {
  server.put(`${folder}/.keep`, '');
  const body = connectionOn(server, 'office_ally', { answerFolders: [folder] });
  const response = await h.post(base, body, h.ops);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ConnectionView;
}

async function pollNow(id: string): Promise<PollNowResult> {
  const response = await h.post(`${base}/${id}/poll-now`, {}, h.ops);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PollNowResult;
}

async function downloads(id: string): Promise<Map<string, DownloadView>> {
  const response = await h.get(`${base}/${id}/downloads?limit=50`, h.ops);
  expect(response.statusCode, response.body).toBe(200);
  const items = (response.json() as RecordPage<DownloadView>).items;
  return new Map(items.map((file) => [file.name, file]));
}

const healthOf = async (id: string) =>
  ((await h.get(`${base}/${id}`, h.ops)).json() as ConnectionView).health;

/** Two accepted 999s for two new batches: the valid files a poll must not lose. */
async function validAnswers(folder: string, names: [string, string]) {
  for (const name of names) {
    const batch = await c.batchOf([await c.doula.submit()]);
    dropAnswer(server, `${folder}/${name}`, acknowledgement999(batch.number, 'accepted'));
  }
}

describe('a poll no file can stop', () => {
  it('imports the valid files beside a NUL name, slash names, a locked file and a lying size', async () => {
    const folder = 'outbound/hostile';
    const ch = await connection(folder);
    const maxBytes = h.t.config.importMaxMegabytes * MB;
    await validAnswers(folder, ['first.999', 'last.999']);
    dropAnswer(server, `${folder}/locked.999`, 'ISA*locked~');
    // Listed at 1,000 bytes, it streams 200 MB.
    dropAnswer(server, `${folder}/big.835`, 'x'.repeat(1000));
    Object.assign(server.faults, {
      phantomNames: ['bad\u0000name.999', '../../etc/passwd', 'sub/answer.835'],
      refuseOpenOf: 'locked.999',
      endless: { name: 'big.835', bytes: 200 * MB },
    });
    const pathsBefore = server.seen.paths.length;
    try {
      expect(await pollNow(ch.id)).toEqual({
        sentence: '7 new answer files: 2 imported, 4 refused, 1 failed.',
        imported: 2,
        refused: 4,
        failed: 1,
        failure: null,
      });
      const asked = server.seen.paths.slice(pathsBefore);
      // The refused names were never looked up, read or moved on the server.
      const bad = ['\u0000', 'etc', 'sub'];
      expect(asked.filter((remote) => bad.some((part) => remote.includes(part)))).toEqual([]);
      // The transfer stopped at the import limit: 200 MB never crossed, nor sat in memory.
      const served = server.seen.bytesServed.get('big.835')!;
      expect(served).toBeGreaterThan(maxBytes);
      expect(served).toBeLessThan(maxBytes + 256 * 1024);

      const listed = await downloads(ch.id);
      expect(listed.get('first.999')).toMatchObject({ outcome: 'imported', attempts: 1 });
      expect(listed.get('last.999')).toMatchObject({ outcome: 'imported', attempts: 1 });
      expect(listed.get('bad\\x00name.999')).toMatchObject({
        outcome: 'refused',
        message: 'Not fetched: the name holds a NUL character.',
      });
      for (const name of ['../../etc/passwd', 'sub/answer.835']) {
        expect(listed.get(name)).toMatchObject({
          outcome: 'refused',
          message:
            'Not fetched: the name holds a slash, so it could point outside the answer folder.',
        });
      }
      expect(listed.get('big.835')).toMatchObject({ outcome: 'refused', sizeBytes: 1000 });
      expect(listed.get('big.835')!.message).toMatch(
        /^The server listed this file at 1000 bytes but sent more than 25\.0 MB/,
      );
      expect(listed.get('locked.999')).toMatchObject({
        outcome: 'failed',
        attempts: 1,
        message:
          'The download did not complete (outbound/hostile/locked.999). Attempt 1 of 3; the next poll tries again.',
      });
      expect(await healthOf(ch.id)).toMatchObject({
        // The poll ran to its end: it is stamped, and its failed file is the last error.
        lastPolledAt: expect.any(String),
        lastError: {
          during: 'poll',
          message: 'The download did not complete (outbound/hostile/locked.999).',
        },
      });
      const health = (await h.t.inject({ method: 'GET', url: '/health' })).json() as {
        status: string;
        warnings: { message: string }[];
      };
      expect(health.status).toBe('ok');
      expect(health.warnings.map((w) => w.message).join('\n')).toContain(
        `Clearinghouse connection "${ch.name}": polling failed`,
      );

      // The locked file alone is tried again, until its attempts run out; then it is left.
      expect((await pollNow(ch.id)).sentence).toBe('1 new answer file: 1 failed.');
      expect((await pollNow(ch.id)).sentence).toBe('1 new answer file: 1 failed.');
      expect((await downloads(ch.id)).get('locked.999')).toMatchObject({
        outcome: 'failed',
        attempts: 3,
        message:
          'The download did not complete (outbound/hostile/locked.999). Given up after 3 attempts; it is not fetched again.',
      });
      expect((await pollNow(ch.id)).sentence).toBe('No new answer files.');
      expect((await healthOf(ch.id)).lastError).toBeNull();
      expect(server.seen.bytesServed.get('big.835')).toBe(served);
    } finally {
      for (const fault of ['phantomNames', 'refuseOpenOf', 'endless'] as const) {
        delete server.faults[fault];
      }
    }
  });

  it('a connection cut mid-file is opened again: the files after it are read in the same poll', async () => {
    const folder = 'outbound/cut-between';
    const ch = await connection(folder);
    // The cut file's time lies between the two others, so one is read after the cut.
    await validAnswers(folder, ['before.999', 'cut.999']);
    await validAnswers(folder, ['after.999', 'after-2.999']);
    server.faults.cutDownloadOf = 'cut.999';
    try {
      expect(await pollNow(ch.id)).toMatchObject({
        sentence: '4 new answer files: 3 imported, 1 failed.',
        failure: null,
      });
    } finally {
      server.faults.cutDownloadOf = undefined;
    }
    expect((await pollNow(ch.id)).sentence).toBe('1 new answer file: 1 imported.');
    const listed = await downloads(ch.id);
    expect(listed.get('cut.999')).toMatchObject({ outcome: 'imported', attempts: 2 });
    expect((await healthOf(ch.id)).lastError).toBeNull();
  });
});
