import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider, { type Configuration } from 'oidc-provider';
import type pg from 'pg';
import { postgresAdapterFactory } from './dev-idp-adapter.ts';

export interface DevIdpOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Where the provider sends the browser to ask for an email (served by dev-idp.routes.ts). */
  loginPath: string;
}

interface DevIdpSecrets {
  jwks: { keys: Record<string, unknown>[] };
  cookieKeys: string[];
}

/**
 * The built-in development identity provider: a real OpenID Connect issuer (oidc-provider)
 * that signs in any email without a password, so the product's real sign-in flow runs
 * offline and in tests. Refused in production by config validation.
 */
export async function createDevIdp(pool: pg.Pool, options: DevIdpOptions): Promise<Provider> {
  const secrets = await loadOrCreateSecrets(pool);
  const configuration: Configuration = {
    adapter: postgresAdapterFactory(pool),
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: secrets.jwks as Configuration['jwks'],
    cookies: { keys: secrets.cookieKeys },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `${options.loginPath}/${interaction.uid}` },
    // Development sign-in needs no consent screen: grant the requested scopes outright.
    loadExistingGrant: async (ctx) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const existing = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existing) {
        const grant = await ctx.oidc.provider.Grant.find(existing);
        if (grant) return grant;
      }
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
    findAccount: (_ctx, accountId) => ({
      accountId,
      claims: () => ({ sub: accountId, email: accountId, email_verified: true }),
    }),
    // The client reads the email from the ID token, as it does with real providers.
    conformIdTokenClaims: false,
    ttl: {
      Session: 12 * 3600,
      Interaction: 15 * 60,
      Grant: 12 * 3600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
  };
  return new Provider(options.issuer, configuration);
}

/** Signing keys and cookie keys are created once and shared by every app server through the database. */
async function loadOrCreateSecrets(pool: pg.Pool): Promise<DevIdpSecrets> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const candidate: DevIdpSecrets = {
    jwks: {
      keys: [
        {
          ...privateKey.export({ format: 'jwk' }),
          kid: randomBytes(8).toString('hex'),
          use: 'sig',
          alg: 'RS256',
        },
      ],
    },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  await pool.query(
    `INSERT INTO dev_idp_records (model, id, payload) VALUES ('ProviderSecrets', 'current', $1)
     ON CONFLICT (model, id) DO NOTHING`,
    [JSON.stringify(candidate)],
  );
  const { rows } = await pool.query<{ payload: DevIdpSecrets }>(
    `SELECT payload FROM dev_idp_records WHERE model = 'ProviderSecrets' AND id = 'current'`,
  );
  return rows[0]!.payload;
}
