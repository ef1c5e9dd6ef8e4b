/** Sign-in through OpenID Connect, and the built-in development identity provider. */
export { createOidcClient } from './oidc-client.ts';
export { rateLimitCounter } from './rate-limit-counters.ts';
