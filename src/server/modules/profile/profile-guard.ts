import type { FastifyRequest } from 'fastify';
import { HttpError, unauthorized } from '../../http/http-error.ts';
import type { ProfileService } from './profile.service.ts';

/**
 * onRequest hook for every route that touches patients, facilities or claims: a signed-in user
 * whose profile is incomplete (or whose accepted agreement is not the current one) gets 403.
 */
export function requireCompleteProfile(profiles: ProfileService) {
  return async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
    // Known from the session lookup (one query for who is calling); asked only when not.
    const complete = request.user.profileComplete ?? (await profiles.isComplete(request.user.id));
    if (!complete) {
      throw new HttpError(403, 'profile_incomplete', 'Please complete your registration first.');
    }
  };
}
