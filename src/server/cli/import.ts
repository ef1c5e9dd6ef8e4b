import { loadTaxIdCipher } from '../crypto/tax-id-cipher.ts';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  formatImportLine,
  formatImportResult,
  importListQuerySchema,
} from '#domain/claims/imports';
import { DomainError, parseInput } from '../errors/index.ts';
import { createImportService, tooLargeMessage } from '../modules/imports/index.ts';
import { CLI_ACTOR, UsageError, takeOption, type CliSubject } from './cli-command.ts';
import { claimHooks } from '../app-claim-hooks.ts';

/**
 * `import <file>...`: payer response files (TA1, 999, 277CA, 835) through the same service as
 * the console's upload. Each file is its own import (one transaction each); a refused file does
 * not stop the others, and the command exits with 2 when any was refused. `import --list` lists
 * the imports as the console's "Payer responses" does, refused ones with their reason.
 */
export const importFiles: CliSubject = {
  usage: `  import <file>...                         import payer response files (TA1, 999, 277CA, 835): match
                                           them to claims and batches and apply them, each file all
                                           or nothing; importing an applied file again changes
                                           nothing, a refused one is kept and may be imported again
  import --list [--limit <n>]              list imports, newest first (25 unless --limit, at most
                                           100), refused ones with their reason`,
  commands: {},
  async single({ database, config, out }, argv) {
    const imports = createImportService(database.db, {
      claimHooks,
      taxIds: await loadTaxIdCipher(config),
      maxMegabytes: config.importMaxMegabytes,
    });
    if (argv.includes('--list')) {
      const { rest, value: limit } = takeOption(
        argv.filter((arg) => arg !== '--list'),
        'limit',
      );
      if (rest.length > 0) throw new UsageError('import --list takes only --limit');
      const query = parseInput(importListQuerySchema, limit === undefined ? {} : { limit });
      const page = await imports.page(query);
      if (page.items.length === 0) out('No payer response has been imported yet.');
      for (const item of page.items) out(formatImportLine(item));
      return;
    }
    const args = argv;
    if (args.length === 0) throw new UsageError('import needs one or more files');
    let refused = 0;
    for (const file of args) {
      const name = path.basename(file);
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch {
        throw new DomainError('not_found', `Cannot read ${file}: no such file.`);
      }
      if (size > imports.maxBytes) {
        // Not read at all: the limit protects the machine from reading it.
        out(`${name}: refused — ${tooLargeMessage(size, imports.maxBytes)}`);
        refused += 1;
        continue;
      }
      const handle = await open(file, 'r');
      const bytes = await handle.readFile().finally(() => handle.close());
      const result = await imports.importResponse({ name, bytes }, { label: CLI_ACTOR });
      for (const line of formatImportResult(result)) out(line);
      if (result.import.outcome === 'refused' && !result.repeated) refused += 1;
    }
    if (refused > 0) {
      throw new DomainError(
        'unprocessable',
        `${refused} of ${args.length} file${args.length === 1 ? ' was' : 's were'} refused; nothing of ${refused === 1 ? 'it' : 'them'} was applied.`,
      );
    }
  },
};
