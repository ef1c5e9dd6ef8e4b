import * as oidc from 'openid-client';
import type { AppConfig } from '../../config.ts';

export interface SignInRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string;
}

/**
 * The product's OpenID Connect client: authorization code flow with PKCE, state and nonce.
 * Discovery is lazy (and retried after a failure) because the development provider is served
 * by this same server, which is not listening yet while the app is being built.
 */
export function createOidcClient(config: Pick<AppConfig, 'oidc' | 'publicUrl'>) {
  const redirectUri = `${config.publicUrl}/auth/callback`;
  const isDevelopment = config.oidc.kind === 'development';
  let discovered: Promise<oidc.Configuration> | undefined;

  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(config.oidc.issuer),
        config.oidc.clientId,
        config.oidc.clientSecret,
        undefined,
        // Plain http is allowed only for the built-in provider on this machine.
        isDevelopment ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    redirectUri,

    async startSignIn(): Promise<SignInRequest> {
      const server = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(server, {
        redirect_uri: redirectUri,
        scope: 'openid email',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        // The development provider remembers who signed in; asking every time lets a tester
        // switch between emails. Real providers keep their own behaviour.
        ...(isDevelopment ? { prompt: 'login' } : {}),
      });
      return { url, state, nonce, codeVerifier };
    },

    async finishSignIn(
      callbackUrl: URL,
      checks: { state: string; nonce: string; codeVerifier: string },
    ): Promise<VerifiedIdentity> {
      const server = await configuration();
      const tokens = await oidc.authorizationCodeGrant(server, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The identity provider returned no ID token');
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!email) throw new Error('The identity provider returned no email');
      if (claims.email_verified === false)
        throw new Error('The email is not verified by the identity provider');
      return { issuer: claims.iss, subject: claims.sub, email };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
