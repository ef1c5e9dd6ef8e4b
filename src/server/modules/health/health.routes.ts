import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { healthWarnings } from './health-warnings.ts';

/** A database check that answers within two seconds even when connections hang. */
async function databaseUp(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), 2_000);
  });
  const query = ctx.pool.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /healthz: the process is up (liveness). /readyz: it can serve, its database answers
 * (readiness). /health: both, said apart, so an operator sees "up, but the database is not"
 * while an embedded PostgreSQL restarts or an external one is unreachable, and the warnings
 * that need a person but do not stop the app (a clearinghouse connection failing, overdue
 * batches).
 */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    if (await databaseUp(ctx)) return { status: 'ok' };
    return reply.code(503).send({ status: 'unavailable' });
  });

  app.get('/health', async (request, reply) => {
    if (await databaseUp(ctx)) {
      // A warning is for a person to look at; the app stays up, so a failed read of them is
      // logged and the answer says nothing of them rather than failing.
      const warnings = await healthWarnings(ctx).catch((error: unknown) => {
        request.log.warn({ error: (error as Error).name }, 'health warnings not read');
        return [];
      });
      return { status: 'ok', app: 'up', database: 'up', warnings };
    }
    return reply.code(503).send({ status: 'degraded', app: 'up', database: 'down' });
  });
}
