import type { SignInResult } from '#domain/account/session';
import { SIGN_IN_CHANNEL } from '#domain/account/session';

/** The page the sign-in popup lands on. Its script (no inline script: the CSP forbids it) tells the opener and closes. */
export function renderSignInCompletePage(result: SignInResult['type']) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Signing in</title>
<script src="/auth/sign-in-complete.js" defer></script>
</head>
<body data-result="${result}">
<p>${result === 'signed-in' ? 'You are signed in. This window will close.' : 'Returning to the app.'}</p>
</body>
</html>`;
}

// Both channels are used: postMessage needs window.opener, which some identity providers'
// cross-origin isolation severs; BroadcastChannel reaches any same-origin tab regardless.
export const signInCompleteScript = `(() => {
  const message = { type: document.body.dataset.result };
  try { const channel = new BroadcastChannel(${JSON.stringify(SIGN_IN_CHANNEL)}); channel.postMessage(message); channel.close(); } catch {}
  try { if (window.opener) window.opener.postMessage(message, window.location.origin); } catch {}
  window.close();
  setTimeout(() => window.location.replace('/'), 300);
})();
`;
