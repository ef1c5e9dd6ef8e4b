import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { forgetSession } from '../session/forget-session.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = new QueryClient({
      defaultOptions: { queries: { refetchOnWindowFocus: true, retry: 1 } },
    });
    // When any call finds the session gone, forget cached records and show the signed-out app.
    setUnauthorizedHandler(() => forgetSession(client));
    return client;
  });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
