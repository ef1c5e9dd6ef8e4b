import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { SIGN_IN_CHANNEL } from '#domain/session';
import { sessionQueryKey } from './use-session.ts';

const POPUP_WIDTH = 480;
const POPUP_HEIGHT = 640;

/**
 * Sign-in through the identity provider in a popup. The popup tells this window when it is done
 * (postMessage, and a BroadcastChannel for providers that cut the opener link); the session is
 * then re-read without reloading the page. A blocked popup falls back to a full-page redirect.
 */
export function useSignIn() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const handle = (data: unknown) => {
      if (
        typeof data === 'object' &&
        data !== null &&
        (data as { type?: unknown }).type === 'signed-in'
      ) {
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) handle(event.data);
    };
    window.addEventListener('message', onMessage);
    let channel: BroadcastChannel | undefined;
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(SIGN_IN_CHANNEL);
      channel.onmessage = (event) => handle(event.data);
    }
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, [queryClient]);

  return useCallback(() => {
    const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
    const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
    const popup = window.open(
      '/auth/login?mode=popup',
      'doula-billing-sign-in',
      `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
    );
    if (popup) popup.focus();
    else window.location.assign('/auth/login?mode=redirect');
  }, []);
}
