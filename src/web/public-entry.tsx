import { startTransition, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { PublicPage } from './public-pages/public-pages.tsx';
// The same sheets as the app (main.tsx), in the same order: the build inlines them into the page.
import './styles.css';
import './styles/header.css';
import './styles/pages-and-buttons.css';
import './styles/alerts.css';
import './styles/forms.css';

/**
 * The script of the public pages (`/`, `/tos`, `/privacy`, drawn at build time): React DOM and
 * the page itself, hydrated; no router, no query cache (see docs/decisions/060). Once she signs
 * in through the popup, the app is loaded and takes the page over, without a reload.
 */
const container = document.getElementById('root')!;
let root: Root | undefined;
let app: Promise<(container: HTMLElement) => void> | undefined;

/**
 * Prepares the app: called when she opens the sign-in popup, so it is ready when she is. She
 * signs in at /, where the app continues her registration: its screens load meanwhile too.
 */
function prepareApp() {
  app ??= import('./app/start-app.tsx').then((module) => module.prepareApp());
  void import('./features/registration/registration.tsx');
  return app;
}

async function openApp() {
  const draw = await prepareApp();
  root?.unmount();
  draw(container);
}

// As a transition, hydration yields to the browser every few milliseconds instead of one task.
startTransition(() => {
  root = hydrateRoot(
    container,
    <StrictMode>
      <PublicPage
        path={window.location.pathname}
        onSignInStarted={() => void prepareApp()}
        onSignedIn={() => void openApp()}
      />
    </StrictMode>,
  );
});
