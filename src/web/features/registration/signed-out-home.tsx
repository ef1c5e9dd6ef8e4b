import type { MouseEvent } from 'react';
import { formatCents } from '#domain/billing/money';
import { DEFAULT_FEE_CENTS } from '#domain/fees/price';
import { SIGN_IN_PAGE } from '../../session/sign-in-page.ts';

/**
 * The page at / for a visitor who is signed out: the pitch, sign-in and the beta's invitation.
 * Drawn by the app and by the public page the build draws (see docs/decisions/060), so it
 * needs neither router nor query cache: what it does and knows comes in as props.
 */
export function SignedOutHome({
  onSignIn,
  introSessionUrl,
  feePerClaim,
}: {
  onSignIn: (event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * In the app, fetched once the page runs (until then the words show without a link); in the
   * public page at /, written into the page by the server, so it is a link before any script.
   */
  introSessionUrl: string | undefined;
  /** The price in force ("$10.00"), given with the link; the default until then. */
  feePerClaim: string | undefined;
}) {
  return (
    <section className="page sign-in-page">
      <div className="hero">
        <h1>Welcome to Doula Billing</h1>
        <p className="lead">
          A gentle billing companion for independent doulas. Submit insurance claims for your
          prenatal, postpartum, labor and delivery, and pregnancy loss support, and follow each one
          until it is paid.
        </p>
        <p className="fee">
          One flat fee of {feePerClaim ?? formatCents(DEFAULT_FEE_CENTS)} per claim.
        </p>
      </div>
      <div className="card sign-in-card">
        {/* A link, so it signs her in (in the whole page) even before the page's script runs. */}
        <a className="button button-primary button-large" href={SIGN_IN_PAGE} onClick={onSignIn}>
          Continue with your account
        </a>
        <p className="hint">Sign-in opens a small window from your identity provider.</p>
      </div>
      <div className="card beta-card">
        <h2>We're in private beta</h2>
        <p>
          An invitation code is required to register. Don't have one yet?{' '}
          {introSessionUrl ? (
            <a href={introSessionUrl} target="_blank" rel="noreferrer">
              Book an intro session
            </a>
          ) : (
            'Book an intro session'
          )}{' '}
          and we'll get you started.
        </p>
      </div>
    </section>
  );
}
