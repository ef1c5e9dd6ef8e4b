import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';

export interface SessionCookie {
  name: string;
  read(request: FastifyRequest): string | undefined;
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
}

/**
 * The session cookie: HttpOnly and SameSite=Lax always; Secure with the `__Host-` prefix on
 * https. SESSION_PERSISTENCE=local keeps it across browser restarts (until the absolute
 * lifetime); `session` makes it a browser-session cookie.
 */
export function sessionCookie(config: Pick<AppConfig, 'secureCookies' | 'session'>): SessionCookie {
  const name = config.secureCookies ? '__Host-session' : 'session';
  const base = {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
  } as const;
  return {
    name,
    read: (request) => request.cookies[name],
    set(reply, token) {
      reply.setCookie(name, token, {
        ...base,
        ...(config.session.persistence === 'local'
          ? { maxAge: config.session.absoluteHours * 3600 }
          : {}),
      });
    },
    clear: (reply) => reply.clearCookie(name, base),
  };
}
