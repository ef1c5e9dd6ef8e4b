import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '#domain/public-config';
import type { AppContext } from '../../app-context.ts';
import { createFeeService } from '../fees/index.ts';

export async function publicConfigRoutes(app: FastifyInstance, ctx: AppContext) {
  const fees = createFeeService(ctx.db);
  app.get('/api/public-config', async (): Promise<PublicConfig> => ({
    introSessionUrl: ctx.config.introSessionUrl,
    feeCents: await fees.currentPrice(),
  }));
}
