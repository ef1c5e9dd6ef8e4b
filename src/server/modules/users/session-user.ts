/** The signed-in user a session resolves to: who is calling, for every service that acts for her. */
export interface SessionUser {
  id: string;
  email: string;
  /**
   * Whether the profile was complete (and the current agreement accepted) when the session was
   * resolved for this request; undefined when not known (then the guard asks the database).
   */
  profileComplete?: boolean;
}
