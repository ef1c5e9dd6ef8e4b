import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { publicConfigMarks, type PublicConfig } from '#domain/account/public-config';
import { PublicPage, publicPaths } from './public-pages/public-pages.tsx';

/** The pages anyone may read signed out, drawn at build time (see docs/decisions/052 and 060). */
export const prerenderedPaths = publicPaths;

/**
 * The markup of the public page at `path` as the browser hydrates it
 * (`public-pages/hydrate-public-page.tsx`): the same component, so React can hydrate it without
 * a change. The build draws the settings it shows as marks, which the server writes them over
 * when it serves the page (decision 066); a test draws it with settings, to compare. Runs at build time only, in Node; nothing of it reaches the browser
 * bundle.
 */
export async function renderPage(
  path: string,
  config: PublicConfig = publicConfigMarks,
): Promise<string> {
  // React's static renderer: waits for every suspended part, so the page comes complete.
  const { prelude } = await prerender(
    <StrictMode>
      <PublicPage path={path} onSignInStarted={() => {}} onSignedIn={() => {}} config={config} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
