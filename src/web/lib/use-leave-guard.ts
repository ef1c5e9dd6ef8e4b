import { useEffect, useRef } from 'react';
import { useBlocker, useNavigate } from 'react-router';

/**
 * Keeps work she has started: while `started`, leaving the page through the app (a header link,
 * the browser's back or forward) waits for her answer to a question the page shows while
 * `asking`; `stay` keeps her where she was with everything she typed, `leave` goes on. Reloading
 * or closing the tab gets the browser's own question. Nothing is saved anywhere meanwhile: the
 * work lives only in the page, so it must not be left by accident.
 *
 * A replace is the app itself moving her (signing out, a sign-in that ended), never asked about:
 * signing out must not leave patient details on screen.
 */
export function useLeaveGuard(started: boolean) {
  const navigate = useNavigate();
  // The Cancel button asks even about an untouched form (the specification's Cancel asks always).
  const askAnyway = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      (started || askAnyway.current) &&
      historyAction !== 'REPLACE' &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!started) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [started]);

  return {
    asking: blocker.state === 'blocked',
    /** Go to `to`, asking first whether or not anything was typed (a Cancel button). */
    askToLeave: (to: string) => {
      askAnyway.current = true;
      void navigate(to);
    },
    stay: () => {
      askAnyway.current = false;
      blocker.reset?.();
    },
    leave: () => blocker.proceed?.(),
  };
}
