import { useEffect, useId, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { Mail, Phone, Send, X } from 'lucide-react';
import { useMessages } from '../../i18n';
import { chatMessages } from '../../i18n/frame';
import { SITE_CONTACT } from './site-contact';
import styles from './live-chat.module.css';

/** The contact page (another feature's route, so typed as a plain path). */
const CONTACT_PATH: string = '/contact';

interface LiveChatPanelProps {
  /** The provider's script failed: say so above the options. */
  failed: boolean;
  /** Closes the dialog and puts focus back on the chat button. */
  onClose: () => void;
  /** The visitor follows the link to the contact page. */
  onNavigate: () => void;
}

/**
 * The dialog of ways to reach customer service, when no chat provider answers. Its own module,
 * loaded on the first press of the chat button: most visits never open it.
 */
export function LiveChatPanel({ failed, onClose, onNavigate }: LiveChatPanelProps) {
  const t = useMessages(chatMessages);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <div ref={panelRef} role="dialog" aria-labelledby={titleId} className={styles.panel}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t.close}>
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
          <Link className={styles.option} to={CONTACT_PATH} onClick={onNavigate}>
            <Send size={20} aria-hidden="true" />
            <span>{t.message}</span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
