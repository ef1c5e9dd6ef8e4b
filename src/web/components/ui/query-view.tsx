import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from './alert.tsx';
import { LoadingState } from './loading-state.tsx';

/** A load that failed: why (`children`), and a button to try it again. */
export function LoadFailed({
  title,
  onRetry,
  children,
}: {
  title?: string;
  onRetry: () => unknown;
  children: ReactNode;
}) {
  return (
    <Alert tone="error" title={title}>
      {children}
      <button type="button" className="button button-small" onClick={() => void onRetry()}>
        Try again
      </button>
    </Alert>
  );
}

/** A query while it loads, once it failed (`failed`), then what its data shows. */
export function QueryView<T>({
  query,
  loadingLabel,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  failed: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) return failed;
  return children(query.data);
}
