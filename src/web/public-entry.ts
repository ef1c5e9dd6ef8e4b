import { SIGN_IN_PAGE } from './session/sign-in-page.ts';
// The same sheets as the app (main.tsx), in the same order: the build inlines them into the page.
import './styles.css';
import './styles/header.css';
import './styles/pages-and-buttons.css';
import './styles/alerts.css';
import './styles/forms.css';

/**
 * The first script of the public pages (`/`, `/tos`, `/privacy`, drawn at build time): a few
 * hundred bytes, without React. The page reads and its links work without script, so React DOM
 * is fetched, evaluated and hydrates the page (`hydrate-public-page.tsx`) only once she
 * interacts with it: on a phone that work would otherwise hold the page's first seconds
 * (docs/decisions/066).
 */
const container = document.getElementById('root')!;

/** What she does first on the page: a touch, the mouse on it, a key, a focus, a scroll. */
const FIRST_INTERACTION = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
] as const;
const listening = { capture: true, passive: true } as const;

let hydrating: Promise<void> | undefined;

function hydrate(): Promise<void> {
  hydrating ??= import('./public-pages/hydrate-public-page.tsx')
    .then(({ hydratePublicPage }) => hydratePublicPage(container))
    // Hydrated, or its script failed to arrive: either way the page's clicks are its own again.
    .finally(stopWaiting);
  return hydrating;
}

function startHydrating(event: Event) {
  // A page drawn under a resting mouse gets a pointermove from the browser itself (to update
  // hover), with no movement: that is not her touching the page.
  if (event instanceof PointerEvent && event.type === 'pointermove') {
    if (event.movementX === 0 && event.movementY === 0) return;
  }
  // Without its script the page still reads and its links still work: nothing to tell her.
  hydrate().catch(() => {});
}

/**
 * A plain click on the sign-in link before React runs: hydrate, then click it again, so it
 * opens the sign-in popup as it does once the page runs (the click's user activation lasts a
 * few seconds). A blocked popup, or a script that failed to arrive, lets the link sign her in
 * in the whole page. A click with a modifier key is left to the browser (a new tab).
 */
function onEarlyClick(event: MouseEvent) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return;
  }
  const link =
    event.target instanceof Element
      ? event.target.closest<HTMLAnchorElement>(`a[href="${SIGN_IN_PAGE}"]`)
      : null;
  if (!link) return;
  event.preventDefault();
  void hydrate()
    .catch(() => {})
    .then(() => link.click());
}

function stopWaiting() {
  for (const type of FIRST_INTERACTION) window.removeEventListener(type, startHydrating, listening);
  document.removeEventListener('click', onEarlyClick, true);
}

for (const type of FIRST_INTERACTION) window.addEventListener(type, startHydrating, listening);
document.addEventListener('click', onEarlyClick, true);
