/**
 * Where a sign-in in the whole page starts: the sign-in control is a link here, so it works
 * before any script has run (a public page drawn at build time) and when popups are blocked.
 * A module of its own, without React: the public pages' first script reads it (decision 066).
 */
export const SIGN_IN_PAGE = '/auth/login?mode=redirect';
