import { parentPort, workerData } from 'node:worker_threads';
import type { ImportResult } from '#domain/claims/imports';
import { loadTaxIdCipher } from '../../crypto/tax-id-cipher.ts';
import { connectDatabase } from '../../db/database.ts';
// The app's hooks are functions, which cannot cross to a thread: it loads them as the app does.
import { claimHooks } from '../../app-claim-hooks.ts';
import {
  IMPORT_THREAD_NAME,
  type ImportReply,
  type ImportRequest,
  type ThreadData,
  type ThrownError,
} from './import-thread.ts';
import { createImportService } from './imports.service.ts';

/**
 * The import thread's side (decision 102): the in-process import service on a connection of its
 * own, so a large file's parsing and its transaction allocate in this thread's small young
 * generation, not in the server's. One request at a time, in the order they came.
 */
const options = workerData as ThreadData;
const port = parentPort!;

// One connection: the thread applies one file at a time, in its own transaction.
const { db, pool } = connectDatabase(options.databaseUrl, { max: 1, name: IMPORT_THREAD_NAME });
const imports = createImportService(db, {
  claimHooks,
  taxIds: await loadTaxIdCipher(options.taxIdConfig),
  maxMegabytes: options.maxMegabytes,
});

let queue: Promise<unknown> = Promise.resolve();
port.on('message', (message: ImportRequest | 'close') => {
  if (message === 'close') {
    queue = queue.then(async () => {
      await pool.end();
      port.close();
    });
    return;
  }
  queue = queue.then(async () => {
    let reply: ImportReply;
    try {
      const result: ImportResult = await imports.importResponse(
        { name: message.name, bytes: message.bytes },
        message.operator,
      );
      reply = { id: message.id, result };
    } catch (error) {
      reply = { id: message.id, error: thrown(error) };
    }
    port.postMessage(reply);
  });
});

/** What the server needs of an error to answer it as it would have in-process (a 503). */
function thrown(error: unknown, depth = 0): ThrownError {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  return {
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(cause instanceof Error && depth < 4 ? { cause: thrown(cause, depth + 1) } : {}),
  };
}
