import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { upsertUserByIdentity } from '../users/index.ts';
import { invalid } from '../../errors/index.ts';
import {
  LOGIN_ATTEMPT_MAX_AGE_MS,
  saveLoginAttempt,
  takeLoginAttempt,
} from './login-attempts.repository.ts';
import type { OidcClient } from './oidc-client.ts';
import { renderSignInCompletePage, signInCompleteScript } from './sign-in-complete-page.ts';

const loginQuery = z.object({ mode: z.enum(['popup', 'redirect']).default('redirect') });
const callbackQuery = z.object({ state: z.string().max(200).optional() }).loose();

/**
 * Sign-in with the identity provider. /auth/login starts it (in a popup or the whole page),
 * /auth/callback finishes it and starts a server-side session. A failed sign-in is logged and
 * shows no message: the person simply stays signed out and may try again.
 */
export async function authRoutes(app: FastifyInstance, ctx: AppContext & { oidc: OidcClient }) {
  const stateCookie = ctx.config.secureCookies ? '__Host-sign-in' : 'sign-in';
  const stateCookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    path: '/',
  } as const;

  // Per address, each route its own count, shared by every app server (plugins/sign-in-limits).
  const limited = { rateLimit: { max: ctx.config.signInLimits.perAddress } };

  app.get('/auth/login', { config: limited }, async (request, reply) => {
    const query = loginQuery.safeParse(request.query);
    if (!query.success) {
      throw invalid('This sign-in link is not valid. Please start signing in again.', {
        mode: 'must be popup or redirect',
      });
    }
    const { mode } = query.data;
    const signIn = await ctx.oidc.startSignIn();
    await saveLoginAttempt(ctx.db, {
      state: signIn.state,
      nonce: signIn.nonce,
      codeVerifier: signIn.codeVerifier,
      mode,
    });
    reply.setCookie(stateCookie, signIn.state, {
      ...stateCookieOptions,
      maxAge: LOGIN_ATTEMPT_MAX_AGE_MS / 1000,
    });
    return reply.header('cache-control', 'no-store').redirect(signIn.url.href);
  });

  app.get('/auth/callback', { config: limited }, async (request, reply) => {
    const { state } = callbackQuery.parse(request.query);
    const attempt = state ? await takeLoginAttempt(ctx.db, state) : undefined;
    const mode = attempt?.mode ?? 'redirect';
    reply.clearCookie(stateCookie, stateCookieOptions).header('cache-control', 'no-store');

    const finish = (result: 'signed-in' | 'sign-in-failed') =>
      mode === 'popup'
        ? reply.type('text/html').send(renderSignInCompletePage(result))
        : reply.redirect('/');

    try {
      if (!attempt || !state) throw new Error('unknown or already used sign-in state');
      if (request.cookies[stateCookie] !== state)
        throw new Error('sign-in state does not match this browser');
      if (Date.now() - attempt.createdAt.getTime() > LOGIN_ATTEMPT_MAX_AGE_MS)
        throw new Error('sign-in attempt expired');
      const identity = await ctx.oidc.finishSignIn(
        new URL(request.url, ctx.config.publicUrl),
        attempt,
      );
      const user = await upsertUserByIdentity(ctx.db, identity);
      // A new session id at every sign-in: a fixated or stolen earlier id is worthless.
      const previous = ctx.cookie.read(request);
      if (previous) await ctx.sessions.end(previous);
      ctx.cookie.set(reply, await ctx.sessions.start(user.id));
      request.log.info({ userId: user.id }, 'signed in');
      await ctx.audit.record(request, {
        action: 'sign_in',
        entity: 'session',
        outcome: 'success',
        userId: user.id,
      });
      return finish('signed-in');
    } catch (error) {
      request.log.warn(
        { reason: error instanceof Error ? error.message : 'unknown' },
        'sign-in failed',
      );
      await ctx.audit
        .record(request, { action: 'sign_in', entity: 'session', outcome: 'failure' })
        .catch(() => request.log.error('audit write failed'));
      return finish('sign-in-failed');
    }
  });

  app.get('/auth/sign-in-complete.js', async (_request, reply) =>
    reply.type('text/javascript').header('cache-control', 'no-cache').send(signInCompleteScript),
  );
}
