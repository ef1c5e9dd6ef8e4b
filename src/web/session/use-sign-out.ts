import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiFetch } from '../lib/api-client.ts';
import { forgetSession } from './forget-session.ts';

/** Signs out on the server, forgets every cached record (PHI included), and returns to /. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await apiFetch('/api/session', { method: 'DELETE' });
    } catch (error) {
      // Product rule: a failed sign-out is only logged. Local state is cleared all the same.
      console.error('Sign-out failed', error instanceof Error ? error.name : error);
    }
    forgetSession(queryClient);
    await navigate('/', { replace: true });
  }, [navigate, queryClient]);
}
