import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '#domain/account/public-config';
import type { AppContext } from '../../app-context.ts';
import { publicConfigOf } from './public-config.service.ts';

export async function publicConfigRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/public-config', (): Promise<PublicConfig> => publicConfigOf(ctx));
}
