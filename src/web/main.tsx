import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { sessionQueryKey } from './session/use-session.ts';
// The base sheet first (colours, type), then each concern, in the cascade order they were written in.
import './styles.css';
import './styles/header.css';
import './styles/pages-and-buttons.css';
import './styles/alerts.css';
import './styles/forms.css';

const container = document.getElementById('root')!;
// The public pages (/, /tos, /privacy) come drawn at build time, signed out; the server sends
// them only to a browser without a session cookie, so this visitor is signed out. Her first
// render must say so at once, as the drawn page does, or React would throw that page away.
const prerendered = container.firstElementChild !== null;
const queryClient = createQueryClient();
if (prerendered) queryClient.setQueryData(sessionQueryKey, null);

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={await createAppRouter()} />
    </AppProviders>
  </StrictMode>
);
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page: a tap or a scroll meanwhile is answered (Total Blocking Time).
if (prerendered) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
