import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSignInWindow } from './sign-in-window.ts';
import { sessionQueryKey } from './use-session.ts';

/**
 * Sign-in in a popup, in the app: once she is signed in, the session is read again and the
 * app draws her page (see `useSignInWindow`).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const onSignedIn = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    [queryClient],
  );
  return useSignInWindow(onSignedIn);
}
