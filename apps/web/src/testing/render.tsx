import '../lib/i18n';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';

/** A query client that never retries, so a failed request shows its error at once. */
function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

type Options = {
  /** The URL the memory router starts at. */
  path?: string;
  /** Other screens by path (e.g. '/login'), to see where the component sends the user. */
  routes?: Record<string, ReactNode>;
  client?: QueryClient;
};

/**
 * Renders `ui` as the app does: the app's providers (query client, toasts), a memory router (`ui` answers
 * every path not in `routes`) and the English catalogue. Returns the router, the client and a user whose
 * typing and clicks do not wait between keys.
 */
export function renderWithProviders(ui: ReactNode, { path = '/', routes = {}, client }: Options = {}) {
  const queryClient = client ?? createTestQueryClient();
  const router = createMemoryRouter(
    [
      ...Object.entries(routes).map(([routePath, element]) => ({ path: routePath, element })),
      { path: '*', element: ui },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, client: queryClient, user: userEvent.setup({ delay: null }) };
}
