/**
 * Test helper: renders frame components inside a real TanStack router on a memory history, so
 * links, navigation and the router state they read behave as in the app.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
  type AnyRouter,
} from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';

export function renderWithRouter(
  ui: () => ReactNode,
  initialPath = '/',
): RenderResult & { router: AnyRouter } {
  const rootRoute = createRootRoute({
    component: () => <>{ui()}</>,
    notFoundComponent: () => null,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [initialPath] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}

/** Makes `(max-width: 768px)` match (a phone) or not, for the menu's small-screen behaviour. */
export function setSmallScreen(small: boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: small && query.includes('max-width: 768px'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
