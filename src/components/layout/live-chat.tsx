import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Mail, MessageCircle, Phone, Send, X } from 'lucide-react';
import { useMessages } from '../../i18n';
import { chatMessages } from '../../i18n/frame';
import { loadChatScript } from '../../lib/chat';
import { config } from '../../lib/config';
import { SITE_CONTACT } from './site-contact';
import styles from './live-chat.module.css';

/** The contact page (another feature's route, so typed as a plain path). */
const CONTACT_PATH: string = '/contact';

type ChatState = 'idle' | 'connecting' | 'connected' | 'panel';

/**
 * The floating live-chat button. With a provider configured, its script is loaded on the first
 * press (never before) and the provider's widget takes over. Without one, or when the script
 * fails, the button opens a small dialog with the ways to reach customer service.
 */
export function LiveChat({ scriptUrl = config.chatScriptUrl }: { scriptUrl?: string }) {
  const t = useMessages(chatMessages);
  const [state, setState] = useState<ChatState>('idle');
  const [failed, setFailed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const panelOpen = state === 'panel';

  function close() {
    setState('idle');
    buttonRef.current?.focus();
  }

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

  useEffect(() => {
    if (!panelOpen) return;
    panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setState('idle');
        buttonRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [panelOpen]);

  // Once the provider runs, its own launcher replaces ours.
  if (state === 'connected') return null;

  return (
    <div className={styles.chat}>
      {panelOpen && (
        <div ref={panelRef} role="dialog" aria-labelledby={titleId} className={styles.panel}>
          <div className={styles.panelHeader}>
            <h2 id={titleId} className={styles.title}>
              {t.title}
            </h2>
            <button type="button" className={styles.close} onClick={close} aria-label={t.close}>
              <X size={20} aria-hidden="true" />
            </button>
          </div>
          <p className={styles.intro}>{failed ? t.unavailable : t.intro}</p>
          <ul className={styles.options}>
            <li>
              <a className={styles.option} href={SITE_CONTACT.phoneHref}>
                <Phone size={20} aria-hidden="true" />
                <span>
                  {t.call}
                  <span className={styles.detail}>{SITE_CONTACT.phoneDisplay}</span>
                </span>
              </a>
            </li>
            <li>
              <a className={styles.option} href={`mailto:${SITE_CONTACT.email}`}>
                <Mail size={20} aria-hidden="true" />
                <span>
                  {t.email}
                  <span className={styles.detail}>{SITE_CONTACT.email}</span>
                </span>
              </a>
            </li>
            <li>
              <Link className={styles.option} to={CONTACT_PATH} onClick={() => setState('idle')}>
                <Send size={20} aria-hidden="true" />
                <span>{t.message}</span>
              </Link>
            </li>
          </ul>
        </div>
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
