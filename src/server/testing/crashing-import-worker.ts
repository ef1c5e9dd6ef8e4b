import { existsSync, rmSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * An import thread for the tests of a thread that stops: while the marker file (TaxIdConfig's
 * dataDir, standing in for it) exists, the first file it is given ends the thread; otherwise
 * it answers each file with a refusal naming it.
 */
const marker = (workerData as { taxIdConfig: { dataDir: string } }).taxIdConfig.dataDir;
parentPort!.on('message', (message: { id: number; name?: string } | 'close') => {
  if (message === 'close') return parentPort!.close();
  if (existsSync(marker)) {
    rmSync(marker);
    process.exit(1);
  }
  parentPort!.postMessage({
    id: message.id,
    result: { import: { outcome: 'refused', message: `stand-in for ${message.name}` } },
  });
});
