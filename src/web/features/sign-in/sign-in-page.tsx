import { useSession } from '../../session/use-session.ts';
import { useSignIn } from '../../session/use-sign-in.ts';

/** The page at /: the pitch and the sign-in button; after sign-in, registration continues here. */
export function SignInPage() {
  const { data: session } = useSession();
  const signIn = useSignIn();

  return (
    <section className="page sign-in-page">
      <div className="hero">
        <h1>Welcome to Doula Billing</h1>
        <p className="lead">
          A gentle billing companion for independent doulas: submit insurance claims for your
          prenatal, postpartum, labor and delivery, and pregnancy loss support, and follow each one
          until it is paid.
        </p>
        <p className="fee">One flat fee of $10 per claim. No subscriptions.</p>
      </div>
      {session ? (
        <div className="card">
          <p>
            You are signed in as <strong>{session.user.email}</strong>.
          </p>
        </div>
      ) : (
        <div className="card sign-in-card">
          <button type="button" className="button button-primary button-large" onClick={signIn}>
            Continue with your account
          </button>
          <p className="hint">Sign-in opens a small window from your identity provider.</p>
        </div>
      )}
    </section>
  );
}
