/** Server-side sessions: a random token in the cookie, only its SHA-256 in the database. */
export { createSessionService, type SessionService } from './sessions.service.ts';
