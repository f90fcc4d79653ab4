import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ApiError } from '../lib/api-client';

// Fetched once the first screen is done (the browser is idle): a toast raised before then waits in
// react-hot-toast's store and shows once this has loaded.
const Toaster = lazy(() => import('./toaster'));

function useIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(done, { timeout: 3_000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(done, 0);
    return () => clearTimeout(id);
  }, []);
  return idle;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retrying a 4xx cannot help; a network blip or 5xx gets one more try.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
      },
    },
  });
}

export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const idle = useIdle();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {idle && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
