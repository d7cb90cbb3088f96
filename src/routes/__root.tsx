import {
  CatchBoundary,
  Outlet,
  createRootRouteWithContext,
  useRouterState,
} from '@tanstack/react-router';
import { NotFoundPage, SafeRouteErrorPage } from '../components/layout/error-page';
import { SiteLayout } from '../components/layout/site-layout';
import type { RouterContext } from '../router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  // Reached only when the frame itself fails: the error page alone, without the frame.
  errorComponent: SafeRouteErrorPage,
  notFoundComponent: NotFoundPage,
});

/**
 * The frame chosen by the path, around the page. Page errors are caught inside the frame, so the
 * header and footer stay usable; the boundary resets on every navigation.
 */
function RootComponent() {
  const locationKey = useRouterState({
    select: (state) => state.location.state.__TSR_key ?? state.location.href,
  });
  return (
    <SiteLayout>
      <CatchBoundary getResetKey={() => locationKey} errorComponent={SafeRouteErrorPage}>
        <Outlet />
      </CatchBoundary>
    </SiteLayout>
  );
}
