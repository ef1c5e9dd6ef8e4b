import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { SIGN_IN_CHANNEL } from '#domain/account/session';

const POPUP_WIDTH = 480;
const POPUP_HEIGHT = 640;

/**
 * Sign-in through the identity provider in a popup. The popup tells this window when it is done
 * (postMessage, and a BroadcastChannel for providers that cut the opener link), and
 * `onSignedIn` runs, without reloading the page. Returns the sign-in link's click handler: it
 * opens the popup and keeps the page; a blocked popup (or a click that asks for a new tab)
 * lets the link do what links do, signing in in the whole page.
 */
export function useSignInWindow(onSignedIn: () => void) {
  // The latest callback, without reconnecting the listeners on every render.
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  }, [onSignedIn]);

  useEffect(() => {
    const handle = (data: unknown) => {
      if (
        typeof data === 'object' &&
        data !== null &&
        (data as { type?: unknown }).type === 'signed-in'
      ) {
        signedIn.current();
      }
    };
    const onMessage = (event: globalThis.MessageEvent) => {
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
  }, []);

  return useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_WIDTH) / 2);
    const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2);
    const popup = window.open(
      '/auth/login?mode=popup',
      'doula-billing-sign-in',
      `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
    );
    if (!popup) return;
    event.preventDefault();
    popup.focus();
  }, []);
}
