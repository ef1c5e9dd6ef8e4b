import type { ComponentType, MouseEvent } from 'react';
import type { PublicConfig } from '#domain/account/public-config';
import { paths } from '../app/paths.ts';
import { DocumentLink } from '../app/shell/page-link.tsx';
import { SiteBrand } from '../app/shell/site-brand.tsx';
import { SiteFooter } from '../app/shell/site-footer.tsx';
import { PrivacyPage } from '../features/legal/privacy-page.tsx';
import { TermsPage } from '../features/legal/terms-page.tsx';
import { SignedOutHome } from '../features/registration/signed-out-home.tsx';
import { useSignInWindow } from '../session/sign-in-window.ts';

/**
 * The pages anyone may read signed out, drawn at build time and hydrated on their own, without
 * the app's router, query cache or session (see docs/decisions/060). Each looks as the app
 * draws it for a visitor who is signed out: the same header, footer and page components.
 */
interface PublicPageProps {
  /** She has opened the sign-in popup: the app may start loading. */
  onSignInStarted: () => void;
  /** Once she has signed in (in the popup), the app takes over the page. */
  onSignedIn: () => void;
  /**
   * The settings the page shows: at build time their marks, in the browser the settings the
   * server wrote into the page, so the page hydrates as served (decision 066).
   */
  config: PublicConfig;
}

function PublicHome({ onSignInStarted, onSignedIn, config }: PublicPageProps) {
  const openSignIn = useSignInWindow(onSignedIn);
  const signIn = (event: MouseEvent<HTMLAnchorElement>) => {
    openSignIn(event);
    if (event.defaultPrevented) onSignInStarted();
  };
  return (
    <SignedOutHome
      onSignIn={signIn}
      introSessionUrl={config.introSessionUrl}
      feePerClaim={config.feePerClaim}
    />
  );
}

const publicPages: Record<string, ComponentType<PublicPageProps>> = {
  [paths.home]: PublicHome,
  [paths.terms]: TermsPage,
  [paths.privacy]: PrivacyPage,
};

/** The addresses the build draws and the server sends to a visitor without a session cookie. */
export const publicPaths = Object.keys(publicPages);

/** The public page at `path` in the app's frame (the header signed out, the footer). */
export function PublicPage({ path, ...props }: PublicPageProps & { path: string }) {
  const Page = publicPages[path];
  if (!Page) throw new Error(`${path} is not a public page.`);
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header-inner">
          <SiteBrand Link={DocumentLink} />
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <Page {...props} />
      </main>
      <SiteFooter Link={DocumentLink} />
    </div>
  );
}
