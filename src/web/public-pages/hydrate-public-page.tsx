import { startTransition, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { PUBLIC_CONFIG_META, type PublicConfig } from '#domain/account/public-config';
import { PublicPage } from './public-pages.tsx';

/**
 * React DOM and the public page, hydrated; no router, no query cache (see docs/decisions/060).
 * Loaded by the public pages' first script once she interacts with the page (decision 066).
 * Once she signs in through the popup, the app is loaded and takes the page over, without a
 * reload.
 */
let root: Root | undefined;
let app: Promise<(container: HTMLElement) => void> | undefined;

/**
 * Prepares the app: called when she opens the sign-in popup, so it is ready when she is. She
 * signs in at /, where the app continues her registration: its screens load meanwhile too.
 */
function prepareApp() {
  app ??= import('../app/start-app.tsx').then((module) => module.prepareApp());
  void import('../features/registration/registration.tsx');
  return app;
}

async function openApp(container: HTMLElement) {
  const draw = await prepareApp();
  root?.unmount();
  draw(container);
}

/** The settings the server wrote into the page it served, as it drew them (decision 066). */
function servedConfig(): PublicConfig {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PUBLIC_CONFIG_META}"]`);
  if (!meta) throw new Error('The page carries no public settings.');
  return JSON.parse(meta.content) as PublicConfig;
}

/**
 * Hydrates the page drawn at build time. React listens to the page from this call on: a click
 * that arrives while it is still hydrating is handled (React hydrates what is clicked at once).
 */
export function hydratePublicPage(container: HTMLElement) {
  const config = servedConfig();
  // As a transition, hydration yields to the browser every few milliseconds instead of one task.
  startTransition(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <PublicPage
          path={window.location.pathname}
          onSignInStarted={() => void prepareApp()}
          onSignedIn={() => void openApp(container)}
          config={config}
        />
      </StrictMode>,
    );
  });
}
