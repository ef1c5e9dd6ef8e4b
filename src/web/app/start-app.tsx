import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './providers.tsx';
import { createAppRouter } from './router.tsx';

/**
 * Draws the app into `container`: from `main.tsx` on every page but the public ones, and on a
 * public page once she has signed in there (its own script hands the page over, no reload).
 */
export async function startApp(container: HTMLElement) {
  const router = await createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
