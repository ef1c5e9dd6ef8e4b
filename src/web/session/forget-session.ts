import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from './use-session.ts';

/**
 * Marks the app signed out and drops every cached record (PHI included) from memory.
 * The session query itself is kept and set to null, so screens observing it update at once.
 */
export function forgetSession(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}
