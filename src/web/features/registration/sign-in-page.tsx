import { lazy, Suspense } from 'react';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useSession } from '../../session/use-session.ts';
import { useSignIn } from '../../session/use-sign-in.ts';
import { usePublicConfig } from './api.ts';

// Forms and their schemas load only once someone has signed in.
const Registration = lazy(async () => ({
  default: (await import('./registration.tsx')).Registration,
}));

/** The page at /: the pitch and sign-in; once signed in, registration continues here. */
export function SignInPage() {
  const { data: session } = useSession();
  const signIn = useSignIn();
  const config = usePublicConfig();
  // Drawn at build time, the button shows before the script that opens the sign-in window has
  // arrived: it waits, disabled, rather than swallow a click (a few seconds on a slow phone).
  const hydrated = useHydrated();

  return (
    <section className="page sign-in-page">
      <div className="hero">
        <h1>{session ? 'Welcome! Let’s get you set up' : 'Welcome to Doula Billing'}</h1>
        {session ? (
          <p>
            You are signed in as <strong>{session.user.email}</strong>.
          </p>
        ) : (
          <>
            <p className="lead">
              A gentle billing companion for independent doulas. Submit insurance claims for your
              prenatal, postpartum, labor and delivery, and pregnancy loss support, and follow each
              one until it is paid.
            </p>
            <p className="fee">One flat fee of $10 per claim.</p>
          </>
        )}
      </div>
      {session ? (
        <Suspense fallback={<LoadingState />}>
          <Registration />
        </Suspense>
      ) : (
        <>
          <div className="card sign-in-card">
            <button
              type="button"
              className="button button-primary button-large"
              onClick={signIn}
              disabled={!hydrated}
            >
              Continue with your account
            </button>
            <p className="hint">Sign-in opens a small window from your identity provider.</p>
          </div>
          <div className="card beta-card">
            <h2>We're in private beta</h2>
            <p>
              An invitation code is required to register. Don't have one yet?{' '}
              {config.data ? (
                <a href={config.data.introSessionUrl} target="_blank" rel="noreferrer">
                  Book an intro session
                </a>
              ) : (
                'Book an intro session'
              )}{' '}
              and we'll get you started.
            </p>
          </div>
        </>
      )}
    </section>
  );
}
