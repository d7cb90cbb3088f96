import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../components/layout/error-page';

/** The not-found fallback route (spec section 2): where links to missing pages can be sent. */
export const Route = createFileRoute('/404')({
  component: NotFoundPage,
});
