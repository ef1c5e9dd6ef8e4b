import { createHash, randomBytes } from 'node:crypto';
import { isProfileComplete } from '#domain/records/profile';
import type { Db } from '../../db/database.ts';
import { keepProfileAsRead } from '../profile/index.ts';
import type { SessionUser } from '../users/index.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
  insertSession,
  touchSession,
} from './sessions.repository.ts';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

// Writing last_seen_at on every request would turn each read into a write; a minute's slack
// on a 30-minute idle timeout is immaterial.
const TOUCH_AFTER_MS = 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createSessionService(db: Db, policy: SessionPolicy) {
  return {
    /** Starts a new session and returns the token for the cookie (256 random bits). */
    async start(userId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + policy.absoluteHours * 3_600_000);
      await insertSession(db, { idHash: hashToken(token), userId, expiresAt });
      // Opportunistic clean-up keeps the table small without a scheduler on any one server.
      if (Math.random() < 0.05) await deleteExpiredSessions(db, policy.idleMinutes);
      return token;
    },

    async resolve(token: string): Promise<SessionUser | undefined> {
      const idHash = hashToken(token);
      const found = await findLiveSession(db, idHash, policy.idleMinutes);
      if (!found) return undefined;
      if (Date.now() - found.lastSeenAt.getTime() > TOUCH_AFTER_MS) await touchSession(db, idHash);
      const { profile, email, currentAgreementVersion } = found;
      const user: SessionUser = {
        id: found.userId,
        email,
        profileComplete:
          profile !== null &&
          isProfileComplete(
            { ...profile, email, taxId: profile.taxIdLast4 },
            currentAgreementVersion,
          ),
      };
      keepProfileAsRead(user, { email, profile, currentAgreementVersion });
      return user;
    },

    /**
     * Whether the session is still live, without counting as use: a long-lived stream (the live
     * list updates) checks this periodically and must not keep an idle session alive.
     */
    async isLive(token: string): Promise<boolean> {
      return (await findLiveSession(db, hashToken(token), policy.idleMinutes)) !== undefined;
    },

    /** Ends the session; every app server closes its open live streams at once. */
    async end(token: string): Promise<void> {
      await deleteSession(db, hashToken(token));
    },

    /** The session's stored id (its token's hash), as the notice of its end names it. */
    idOf: (token: string): string => hashToken(token),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
