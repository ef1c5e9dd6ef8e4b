import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';

/**
 * The correction form's place while the claim to correct loads, or when it cannot be corrected:
 * why (`reason`), or that it was not found (another account's claim reads as missing).
 */
export function CannotCorrect({ loading, reason }: { loading: boolean; reason?: string }) {
  return (
    <section className="page new-claim">
      <div className="page-header">
        <h1>Correct a claim</h1>
      </div>
      {loading ? (
        <LoadingState label="Loading the claim to correct…" />
      ) : (
        <Alert tone="error" title="This claim cannot be corrected.">
          <p>{reason ?? 'We could not find this claim. It may belong to another account.'}</p>
          <p>
            <Link to="/claims">Back to your claims</Link>
          </p>
        </Alert>
      )}
    </section>
  );
}
