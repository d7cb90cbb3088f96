import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '../components/layout/error-page';

/**
 * The not-found fallback route (spec section 2): where links to missing pages can be sent. It is
 * the router's not-found, like any missing page, so the server sends it as a 404 too.
 */
export const Route = createFileRoute('/404')({
  loader: () => {
    throw notFound();
  },
  notFoundComponent: NotFoundPage,
});
