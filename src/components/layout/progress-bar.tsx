import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIsFetching, useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { createProgressController } from '../../lib/progress';
import styles from './progress-bar.module.css';

/**
 * The thin loading bar at the top of the window. It follows the router's pending state and the
 * query client's fetches and mutations through the timing rules of lib/progress.ts, and turns red
 * when a query or mutation fails. Decorative for screen readers: pages announce their own loading.
 */
export function ProgressBar() {
  const [controller] = useState(createProgressController);
  const queryClient = useQueryClient();
  const routerBusy = useRouterState({ select: (state) => state.status === 'pending' });
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const busy = routerBusy || fetching > 0 || mutating > 0;

  useEffect(() => {
    if (busy) controller.start();
    else controller.done();
  }, [busy, controller]);

  useEffect(() => {
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') controller.fail();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') controller.fail();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, controller]);

  useEffect(() => () => controller.dispose(), [controller]);

  const state = useSyncExternalStore(
    controller.subscribe,
    controller.getState,
    controller.getState,
  );
  return (
    <div
      className={styles.track}
      data-phase={state.phase}
      data-failed={state.failed}
      aria-hidden="true"
    >
      <div className={styles.bar} />
    </div>
  );
}
