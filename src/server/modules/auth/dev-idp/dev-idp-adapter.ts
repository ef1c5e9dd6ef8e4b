import type { Adapter, AdapterPayload } from 'oidc-provider';
import type pg from 'pg';

/**
 * oidc-provider storage in PostgreSQL. The provider's default store is process memory, which
 * would tie a sign-in to one app server and lose it on restart; this keeps the development
 * provider as stateless as the rest of the product.
 */
export function postgresAdapterFactory(pool: pg.Pool) {
  return (model: string): Adapter => new PostgresAdapter(pool, model);
}

class PostgresAdapter implements Adapter {
  constructor(
    private readonly pool: pg.Pool,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    await this.pool.query(
      `INSERT INTO dev_idp_records (model, id, payload, grant_id, user_code, uid, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload,
         grant_id = EXCLUDED.grant_id, user_code = EXCLUDED.user_code, uid = EXCLUDED.uid,
         expires_at = EXCLUDED.expires_at`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresAt,
      ],
    );
  }

  find(id: string) {
    return this.findWhere('id = $2', id);
  }

  findByUid(uid: string) {
    return this.findWhere('uid = $2', uid);
  }

  findByUserCode(userCode: string) {
    return this.findWhere('user_code = $2', userCode);
  }

  private async findWhere(condition: string, value: string): Promise<AdapterPayload | undefined> {
    const { rows } = await this.pool.query<{ payload: AdapterPayload; consumed_at: Date | null }>(
      `SELECT payload, consumed_at FROM dev_idp_records
       WHERE model = $1 AND ${condition} AND (expires_at IS NULL OR expires_at > now())`,
      [this.model, value],
    );
    const row = rows[0];
    if (!row) return undefined;
    return row.consumed_at
      ? { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) }
      : row.payload;
  }

  async consume(id: string): Promise<void> {
    await this.pool.query(
      'UPDATE dev_idp_records SET consumed_at = now() WHERE model = $1 AND id = $2',
      [this.model, id],
    );
  }

  async destroy(id: string): Promise<void> {
    await this.pool.query('DELETE FROM dev_idp_records WHERE model = $1 AND id = $2', [
      this.model,
      id,
    ]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.pool.query('DELETE FROM dev_idp_records WHERE grant_id = $1', [grantId]);
  }
}
