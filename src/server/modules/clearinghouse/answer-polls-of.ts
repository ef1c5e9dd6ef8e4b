import type pg from 'pg';
import type { Db } from '../../db/database.ts';
import { createImportService } from '../imports/index.ts';
import { createAnswerPolls } from './answer-polls.ts';
import type { ClearinghouseService } from './connections.service.ts';

/** The poller over the app's database, its connections and the same importer as the console. */
export const answerPollsOf = (ctx: {
  db: Db;
  pool: pg.Pool;
  clearinghouses: ClearinghouseService;
  config: { importMaxMegabytes: number };
}) =>
  createAnswerPolls({
    db: ctx.db,
    pool: ctx.pool,
    connections: ctx.clearinghouses,
    imports: createImportService(ctx.db, { maxMegabytes: ctx.config.importMaxMegabytes }),
  });
