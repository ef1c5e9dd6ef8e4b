import { lazy, Suspense } from 'react';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { useSession } from '../../session/use-session.ts';
import { useSignIn } from '../../session/use-sign-in.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { SignedOutHome } from './signed-out-home.tsx';

// Forms and their schemas load only once someone has signed in.
const Registration = lazy(async () => ({
  default: (await import('./registration.tsx')).Registration,
}));

/** The page at /: the pitch and sign-in; once signed in, registration continues here. */
export function SignInPage() {
  const { data: session } = useSession();
  const signIn = useSignIn();
  const config = usePublicConfig();

  if (!session) {
    return (
      <SignedOutHome
        onSignIn={signIn}
        introSessionUrl={config.data?.introSessionUrl}
        feePerClaim={config.data?.feePerClaim}
      />
    );
  }
  return (
    <section className="page sign-in-page">
      <div className="hero">
        <h1>Welcome! Let’s get you set up</h1>
        <p>
          You are signed in as <strong>{session.user.email}</strong>.
        </p>
      </div>
      <Suspense fallback={<LoadingState />}>
        <Registration />
      </Suspense>
    </section>
  );
}
