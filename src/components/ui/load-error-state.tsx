import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { defineMessages, useMessages } from '../../i18n';
import { serverWords } from '../../lib/api-error';
import { EmptyState } from './empty-state';
import { FailureDetail } from './failure-detail';
import { Button } from './button';

const messages = defineMessages(
  {
    title: 'We could not load this',
    offline: 'You appear to be offline and this has not been saved on your device yet.',
    generic: 'Something went wrong while loading. Please try again.',
    retry: 'Try again',
  },
  {
    title: '无法加载此内容',
    offline: '您似乎处于离线状态，且此内容尚未保存到您的设备上。',
    generic: '加载时出现问题，请重试。',
    retry: '重试',
  },
);

/**
 * What a list or detail shows when its data failed to load: an empty state with a retry that
 * re-runs the route's loaders (never an endless spinner). Use as a route's `errorComponent` for lists.
 * It says what happened in the visitor's language; the server's own Message, when it gave one
 * (spec section 8), follows as a detail. A network error has none: the sentence is all.
 */
export function LoadErrorState({ error, reset }: { error?: unknown; reset?: () => void }) {
  const t = useMessages(messages);
  const router = useRouter();
  const { reset: resetQueries } = useQueryErrorResetBoundary();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <EmptyState
      tone="error"
      // It stands for the whole page it replaces (a route's errorComponent): the page's heading.
      headingLevel={1}
      title={t.title}
      message={
        offline ? (
          t.offline
        ) : (
          <>
            {t.generic}
            <FailureDetail text={serverWords(error)} />
          </>
        )
      }
      action={
        <Button
          onClick={() => {
            resetQueries();
            reset?.();
            void router.invalidate();
          }}
        >
          {t.retry}
        </Button>
      }
    />
  );
}
