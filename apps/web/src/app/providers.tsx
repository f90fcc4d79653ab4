import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { ApiError } from '../lib/api-client';
import { useAfterLoad } from './after-load';
import { ChunkBoundary, lazyRetrying } from './chunk-boundary';

// Fetched once the page has loaded (useAfterLoad): a toast raised before then waits in react-hot-toast's store
// and shows once this has loaded.
const Toaster = lazyRetrying(() => import('./toaster'));

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retrying a 4xx cannot help; a network blip or 5xx gets one more try.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
        // Offline, a read still asks: the service worker may answer from its cache (the installable app).
        networkMode: 'always',
      },
      // A change is tried at once and fails plainly offline (the API client's text), never queued for later.
      mutations: { networkMode: 'always' },
    },
  });
}

export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const afterLoad = useAfterLoad();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {afterLoad && (
        <ChunkBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </ChunkBoundary>
      )}
    </QueryClientProvider>
  );
}
