import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

/**
 * The yardstick for `npm run bench`: the claims list as bare Fastify and pg would serve it,
 * with nothing but a session lookup and the list's own statement (the same SQL the app sends,
 * status history and correction links included). No guards, audit, validation, security headers or logging: what the app
 * adds on top of this is the price of those.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();

const LIST = `
  SELECT c.*, (SELECT coalesce(json_agg(json_build_object('id', h.id, 'claimId', h.claim_id,
      'fromStatus', h.from_status, 'toStatus', h.to_status, 'changedAt', h.changed_at,
      'changedBy', h.changed_by, 'note', h.note) ORDER BY h.changed_at, h.id), '[]'::json)
    FROM claim_status_changes h WHERE h.claim_id = c.id) AS history,
    json_build_object(
      'corrects', (SELECT json_build_object('id', k.id, 'formId', k.form_id, 'frequency', k.frequency)
        FROM claims k WHERE k.id = c.corrects_claim_id),
      'correctedBy', (SELECT json_build_object('id', k.id, 'formId', k.form_id, 'frequency', k.frequency)
        FROM claims k WHERE k.corrects_claim_id = c.id LIMIT 1),
      'adjudicatedClaimNumber', coalesce((SELECT p.payer_claim_number FROM claim_payments p
        WHERE p.claim_id = c.id AND p.payer_claim_number IS NOT NULL
        ORDER BY p.created_at DESC, p.id DESC LIMIT 1), '')) AS links
  FROM claims c
  WHERE c.user_id = $1 AND c.deleted = false
    AND ($2::timestamptz IS NULL OR (c.created_at, c.id) < ($2::timestamptz, $3::uuid))
  ORDER BY c.created_at DESC, c.id DESC LIMIT 21`;

app.get('/bare/claims', async (request, reply) => {
  const token = /(?:^|;\s*)session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return reply.code(401).send({ error: 'unauthorized' });
  const idHash = createHash('sha256').update(token).digest('base64url');
  const session = await pool.query<{ user_id: string }>(
    'SELECT user_id FROM sessions WHERE id_hash = $1 AND expires_at > now()',
    [idHash],
  );
  const userId = session.rows[0]?.user_id;
  if (!userId) return reply.code(401).send({ error: 'unauthorized' });
  const cursor = (request.query as { cursor?: string }).cursor;
  const [at, id] = cursor
    ? (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string])
    : [null, null];
  const { rows } = await pool.query(LIST, [userId, at, id]);
  return { items: rows.slice(0, 20), more: rows.length > 20 };
});

/**
 * The floor under every list: what ten clients get from this machine when a request does
 * nothing (no database), and when it does only the session lookup. No route on this stack
 * answers faster than these under the same load, so they tell a target this hardware cannot
 * meet from one that the app misses.
 */
app.get('/bare/nothing', async () => ({ items: [], more: false }));
app.get('/bare/session', async (request, reply) => {
  const token = /(?:^|;\s*)session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const idHash = createHash('sha256')
    .update(token ?? '')
    .digest('base64url');
  const session = await pool.query<{ user_id: string }>(
    'SELECT user_id FROM sessions WHERE id_hash = $1 AND expires_at > now()',
    [idHash],
  );
  if (!session.rows[0]) return reply.code(401).send({ error: 'unauthorized' });
  return { items: [], more: false };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare server ready');
