import { createFileRoute } from '@tanstack/react-router';
import { pushLimitsQueryOptions } from '../features/notifications/api/queries';
import { NotificationSettings } from '../features/notifications/components/notification-settings';

/**
 * The notification settings. The server's daily limit, which the lead tells, never holds the page
 * back in the browser (offline, the lead says it without the number); the server's render waits
 * for it, to draw the page whole.
 */
export const Route = createFileRoute('/notifications')({
  loader: async ({ context: { queryClient } }) => {
    const started = queryClient.prefetchQuery(pushLimitsQueryOptions());
    if (import.meta.env.SSR) await started;
  },
  component: NotificationSettings,
});
