import type { ProfileRow } from '../profile/profile.views.ts';

/** The signed-in user a session resolves to: who is calling, for every service that acts for her. */
export interface SessionUser {
  id: string;
  email: string;
  /**
   * Whether the profile was complete (and the current agreement accepted) when the session was
   * resolved for this request; undefined when not known (then the guard asks the database).
   */
  profileComplete?: boolean;
  /**
   * Her profile as the session lookup read it for this request, so a submission needs no second
   * read of it (undefined when the user did not come from a session lookup).
   */
  profileAsRead?: {
    email: string;
    profile: ProfileRow | null;
    currentAgreementVersion: string | null;
  };
}
