import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/promotion` without an id (spec: id optional) is the promotions list. */
export const Route = createFileRoute('/promotion/')({
  beforeLoad: () => {
    throw redirect({ to: '/promotions', replace: true });
  },
});
