import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

/** Where the app went when a screen left its page: the test reads it as text. */
function Elsewhere() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

/**
 * Renders `ui` as the app would: a fresh query cache (no retries, so a refusal shows at once)
 * and a router whose page is `at` (a data router: leave questions need one). Any other page is
 * a stand-in saying where the app went.
 */
export function renderInApp(ui: ReactNode, { at = '/' }: { at?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const path = new URL(at, 'http://localhost').pathname;
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [at] },
  );
  return {
    client,
    router,
    ...render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

/**
 * Runs `hook` inside a component rendered as the app would (see renderInApp); `result.current`
 * is what it returned on the latest render.
 */
export function renderHookInApp<T>(hook: () => T, options: { at?: string } = {}) {
  const result = { current: undefined as T };
  function Probe() {
    result.current = hook();
    return null;
  }
  return { result, ...renderInApp(<Probe />, options) };
}
