import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ImportResult } from '#domain/claims/imports';
import type { AppConfig } from '../../config.ts';
import { IMPORT_YOUNG_GENERATION_MB } from '../../heap-growth.ts';
import type { ImportOperator, ResponseFile } from './import-request.ts';
import { appRoot } from '../../app-root.ts';

/**
 * Files from this size up are imported in the thread. Smaller ones (most acknowledgements and
 * claim answers) stay in-process: what they allocate is small beside what the server serves,
 * and the round trip would buy nothing.
 */
export const IMPORT_THREAD_MIN_BYTES = 1024 * 1024;

/** The thread's database connection's application_name. */
export const IMPORT_THREAD_NAME = 'doula-billing import thread';

export interface ImportThreadOptions {
  databaseUrl: string;
  taxIdConfig: Pick<AppConfig, 'taxIdKey' | 'taxIdPreviousKeys' | 'dataDir'>;
  maxMegabytes?: number | undefined;
  /** Files from this size up go to the thread (tests send small ones through it). */
  minBytes?: number;
  /** The thread's module (tests stand in one that crashes). */
  entry?: URL;
}

/** What the thread is started with. */
export type ThreadData = Pick<ImportThreadOptions, 'databaseUrl' | 'taxIdConfig' | 'maxMegabytes'>;

/** What the server posts: the file's bytes are moved to the thread, not copied. */
export interface ImportRequest {
  id: number;
  name: string | undefined;
  bytes: Uint8Array;
  operator: ImportOperator;
}
/** An error as it crosses to the server: what `isDatabaseUnavailable` reads, down the chain. */
export interface ThrownError {
  message: string;
  code?: string;
  cause?: ThrownError;
}
export type ImportReply = { id: number; result: ImportResult } | { id: number; error: ThrownError };

interface Waiting {
  resolve(result: ImportResult): void;
  reject(error: Error): void;
}

/**
 * One long-lived worker thread that applies large payer response files (decision 102), started
 * on the first such file and reused; a thread that stops (a crash, its memory limit) fails the
 * imports it held with an internal error, and the next file starts a new one. The app holds one
 * for its import service and closes it with itself.
 */
export function createImportThread(options: ImportThreadOptions) {
  const minBytes = options.minBytes ?? IMPORT_THREAD_MIN_BYTES;
  const waiting = new Map<number, Waiting>();
  let worker: Worker | undefined;
  let next = 0;
  let closed = false;

  function start(): Worker {
    const started = new Worker(bootstrap(options.entry ?? defaultEntry), {
      eval: true,
      workerData: {
        databaseUrl: options.databaseUrl,
        taxIdConfig: {
          taxIdKey: options.taxIdConfig.taxIdKey,
          taxIdPreviousKeys: options.taxIdConfig.taxIdPreviousKeys,
          dataDir: options.taxIdConfig.dataDir,
        },
        maxMegabytes: options.maxMegabytes,
      } satisfies ThreadData,
      // Node's own flags are the server's; the thread loads TypeScript itself (bootstrap).
      execArgv: [],
      resourceLimits: { maxYoungGenerationSizeMb: IMPORT_YOUNG_GENERATION_MB },
    });
    let failure: Error | undefined;
    started.on('message', (reply: ImportReply) => {
      const entry = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (waiting.size === 0) started.unref();
      if ('result' in reply) entry?.resolve(reply.result);
      else entry?.reject(rebuilt(reply.error));
    });
    started.on('error', (error) => (failure = error));
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      const error = new Error(`The import thread stopped (exit code ${code})`, { cause: failure });
      for (const entry of waiting.values()) entry.reject(error);
      waiting.clear();
    });
    // An idle thread never keeps a process alive; one holding an import does.
    started.unref();
    return started;
  }

  return {
    /** Whether a file of this size is imported in the thread. */
    takes: (file: ResponseFile) => !closed && file.bytes.byteLength >= minBytes,

    /**
     * Imports the file in the thread. The caller's bytes are moved there: afterwards they read
     * as empty (a view on part of a larger buffer is copied instead).
     */
    importResponse(file: ResponseFile, operator: ImportOperator): Promise<ImportResult> {
      worker ??= start();
      const id = (next += 1);
      const bytes = movable(file.bytes);
      const request: ImportRequest = { id, name: file.name, bytes, operator };
      const result = new Promise<ImportResult>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
      });
      worker.ref();
      worker.postMessage(request, bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : []);
      return result;
    },

    /** Lets the thread finish what it holds, end its connection and stop. */
    async close(): Promise<void> {
      // What still comes (a job finishing as the server stops) is imported in-process.
      closed = true;
      const running = worker;
      if (!running) return;
      worker = undefined;
      const exited = once(running, 'exit');
      running.postMessage('close');
      const timeout = setTimeout(() => void running.terminate(), 30_000);
      await exited.finally(() => clearTimeout(timeout));
    },
  };
}

export type ImportThread = ReturnType<typeof createImportThread>;

/**
 * The thread's entry: the app runs from TypeScript through tsx, whose loader a worker does not
 * inherit on node 20, so the thread registers it before loading its module.
 */
function bootstrap(entry: URL): string {
  return `import(${tsxApi()}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`;
}

/**
 * tsx's ESM `register`, by its package's exports map: a bare name does not resolve from the
 * worker's eval, and its CommonJS build fails to load its ESM half from there.
 */
function tsxApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return JSON.stringify(
    new URL(exports['./esm/api']!.import.default, pathToFileURL(manifest)).href,
  );
}

const defaultEntry = pathToFileURL(
  path.join(appRoot, 'src/server/modules/imports/import-worker.ts'),
);

/** The bytes over a buffer of their own, which can be moved to the thread. */
function movable(bytes: Uint8Array): Uint8Array {
  const { buffer } = bytes;
  const whole = bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength;
  return buffer instanceof ArrayBuffer && !whole ? new Uint8Array(bytes) : bytes;
}

function rebuilt(thrown: ThrownError): Error {
  const error = new Error(thrown.message, thrown.cause ? { cause: rebuilt(thrown.cause) } : {});
  if (thrown.code) Object.assign(error, { code: thrown.code });
  return error;
}
