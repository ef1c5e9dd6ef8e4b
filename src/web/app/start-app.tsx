import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './providers.tsx';
import { createAppRouter } from './router.tsx';

/**
 * Prepares the app (its router, with the screens of the current address loaded) and returns
 * what draws it into a container: from `main.tsx` on every page but the public ones, and on a
 * public page once she has signed in there (its own script hands the page over, no reload,
 * and keeps its page up until the app is ready to draw).
 */
export async function prepareApp(): Promise<(container: HTMLElement) => void> {
  const router = await createAppRouter();
  return (container) =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
}
