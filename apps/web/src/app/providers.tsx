import { TOAST_ERROR_MS, TOAST_POSITION, TOAST_SUCCESS_MS } from '@tabang/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { ApiError } from '../lib/api-client';

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
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* react-hot-toast holds at most 20 toasts at once. */}
      <Toaster
        position={TOAST_POSITION}
        toastOptions={{ success: { duration: TOAST_SUCCESS_MS }, error: { duration: TOAST_ERROR_MS } }}
      />
    </QueryClientProvider>
  );
}
