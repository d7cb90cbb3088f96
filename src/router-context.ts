import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader is given: the app's one QueryClient (src/router.tsx). */
export interface RouterContext {
  queryClient: QueryClient;
}
