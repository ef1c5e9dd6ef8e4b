/** Server-side sessions: a random token in the cookie, only its SHA-256 in the database. */
export { createSessionService, type SessionService } from './sessions.service.ts';
/** The users module's type, kept here for profile.service.ts until that long file is split. */
export type { SessionUser } from '../users/index.ts';
