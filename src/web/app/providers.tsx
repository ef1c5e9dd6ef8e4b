import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { forgetSession } from '../session/forget-session.ts';

/** The app's one query cache (made before the first render: a prerendered page seeds it). */
export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: true, retry: 1 } },
  });
  // When any call finds the session gone, forget cached records and show the signed-out app.
  setUnauthorizedHandler(() => forgetSession(client));
  return client;
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
