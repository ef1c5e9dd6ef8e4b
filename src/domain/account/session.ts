/** What GET /api/session answers for a signed-in person. */
export interface Session {
  user: { id: string; email: string };
  profileComplete: boolean;
  isOperator: boolean;
}

/** Messages a sign-in popup posts to the window that opened it. */
export const SIGN_IN_CHANNEL = 'doula-billing-sign-in';
export type SignInResult = { type: 'signed-in' } | { type: 'sign-in-failed' };
