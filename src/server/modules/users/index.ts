/** Users: one row per identity-provider account, found by its issuer and subject. */
export { emailsOfUsers, upsertUserByIdentity, userIdsForEmail } from './users.repository.ts';
export type { SessionUser } from './session-user.ts';
