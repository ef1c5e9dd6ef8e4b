import { readFile } from 'node:fs/promises';
import { createAgreementService } from '../modules/agreements/index.ts';
import { UsageError, type CliSubject } from './cli-command.ts';

export const baa: CliSubject = {
  usage: `  baa publish <version> <file>             publish a new Business Associate Agreement version
  baa list                                 list agreement versions (the current one is marked)`,
  commands: {
    async publish({ database, out }, [version, file]) {
      if (!version || !file) throw new UsageError('baa publish needs a version and a file');
      const content = (await readFile(file, 'utf8')).trim();
      if (!content) throw new UsageError(`${file} is empty`);
      // The console's rules: label and text trimmed, within their limits, the label unused.
      const published = await createAgreementService(database.db).publish(
        { version, content },
        'cli',
      );
      out(
        `Published Business Associate Agreement version ${published.version} (${published.content.length} characters).`,
      );
      out('It is now current: every provider will be asked to accept it on their next visit.');
    },
    async list({ database, out }) {
      const rows = await createAgreementService(database.db).newest();
      if (rows.length === 0) return out('No agreement is published.');
      for (const row of rows) {
        out(
          `${row.current ? '* ' : '  '}${row.version}\tpublished ${row.createdAt} by ${row.publishedBy}`,
        );
      }
    },
  },
};
