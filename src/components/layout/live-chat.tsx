import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { useMessages } from '../../i18n';
import { chatMessages } from '../../i18n/frame';
import { loadChatScript } from '../../lib/chat';
import { config } from '../../lib/config';
import styles from './live-chat.module.css';

const LiveChatPanel = lazy(() =>
  import('./live-chat-panel').then((m) => ({ default: m.LiveChatPanel })),
);

type ChatState = 'idle' | 'connecting' | 'connected' | 'panel';

/**
 * The floating live-chat button. With a provider configured, its script is loaded on the first
 * press (never before) and the provider's widget takes over. Without one, or when the script
 * fails, the button opens a small dialog with the ways to reach customer service. On a small screen
 * it keeps out of the page's way unless it is in use (live-chat.module.css).
 */
export function LiveChat({ scriptUrl = config.chatScriptUrl }: { scriptUrl?: string }) {
  const t = useMessages(chatMessages);
  const [state, setState] = useState<ChatState>('idle');
  const [failed, setFailed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelOpen = state === 'panel';

  const close = useCallback(() => {
    setState('idle');
    buttonRef.current?.focus();
  }, []);
  const leave = useCallback(() => setState('idle'), []);

  function press() {
    if (panelOpen) return close();
    if (!scriptUrl) return setState('panel');
    setState('connecting');
    loadChatScript(scriptUrl).then(
      () => setState('connected'),
      () => {
        setFailed(true);
        setState('panel');
      },
    );
  }

  // Once the provider runs, its own launcher replaces ours.
  if (state === 'connected') return null;

  return (
    <div className={styles.chat} data-in-use={state !== 'idle' || undefined}>
      {panelOpen && (
        <Suspense fallback={null}>
          <LiveChatPanel failed={failed} onClose={close} onNavigate={leave} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={scriptUrl && !failed ? undefined : panelOpen}
        aria-busy={state === 'connecting' || undefined}
        disabled={state === 'connecting'}
        onClick={press}
      >
        <MessageCircle size={24} aria-hidden="true" />
        <span className={styles.label}>{state === 'connecting' ? t.connecting : t.button}</span>
      </button>
    </div>
  );
}
