import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { LoadingState } from '../components/ui/loading-state.tsx';
import { useSession } from '../session/use-session.ts';
import { paths } from './paths.ts';

/**
 * The route guard: wait until the sign-in state is known (nothing protected is drawn before),
 * then send a signed-out visitor, or a signed-in one whose profile is incomplete, to /.
 */
export function RequireCompleteProfile({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) return <LoadingState label="Checking your sign-in…" />;
  if (session.isError) return <SessionUnavailable />;
  if (!session.data || !session.data.profileComplete) return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}

/**
 * The page at /: a signed-in user with a complete profile goes on to /claims; an operator
 * without a doula profile (operators need none) goes on to the operator console.
 */
export function HomeRoute({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) return <LoadingState label="Checking your sign-in…" />;
  if (session.isError) return <SessionUnavailable />;
  if (session.data?.profileComplete) return <Navigate to={paths.claims} replace />;
  if (session.data?.isOperator) return <Navigate to={paths.operator} replace />;
  return <>{children}</>;
}

/**
 * The operator console: only for operators (ADMIN_EMAILS or a command-line grant); everyone
 * else goes to /. The server refuses its API to anyone else all the same.
 */
export function RequireOperator({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) return <LoadingState label="Checking your sign-in…" />;
  if (session.isError) return <SessionUnavailable />;
  if (!session.data?.isOperator) return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}

function SessionUnavailable() {
  return (
    <Alert tone="error" title="We couldn't reach the server.">
      Please check your connection and reload the page.
    </Alert>
  );
}
