import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './routes.tsx';

/**
 * The browser's router, with the screens of the address it opens on already loaded: a page the
 * server sent already drawn must be drawn again at once, identically, for React to hydrate it
 * (a router still loading its lazy route would draw nothing and throw the server's page away).
 * The other screens stay lazy, loaded when first visited.
 */
export async function createAppRouter() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}
