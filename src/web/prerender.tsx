import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { paths } from './app/paths.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { sessionQueryKey } from './session/use-session.ts';

/** The pages anyone may read signed out, drawn at build time (see docs/decisions/052). */
export const prerenderedPaths = [paths.home, paths.terms, paths.privacy];

/**
 * The markup of the page at `path` as a signed-out visitor's browser first draws it: the same
 * routes, providers and session (none) as `main.tsx`, so React can hydrate it without a change.
 * Runs at build time only, in Node; nothing of it reaches the browser bundle.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered.`);
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, null);
  // React's static renderer: waits for every suspended part, so the page comes complete.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* No hydration data: the app has no loaders, and an inline script would break the CSP. */}
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
