import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { format, useMessages } from '../../../i18n';
import type { ContactSendResult } from '../model/contact-status';
import { contactMessages } from '../messages';
import styles from './contact-sent.module.css';

/**
 * After sending: the thank-you of spec section 5, or, when the message was queued offline, the
 * promise that it will be sent, turning into a confirmation once the server has accepted it
 * (`delivered`; a refusal takes the visitor back to the form instead).
 */
export function ContactSent({
  result,
  delivered,
  email,
  onSendAnother,
}: {
  result: ContactSendResult;
  delivered?: { ticketId?: string };
  email: string;
  onSendAnother: () => void;
}) {
  const t = useMessages(contactMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const queued = result.kind === 'queued';
  const ticketId = result.kind === 'sent' ? result.ticketId : delivered?.ticketId;
  return (
    <section
      className={`${styles.sent} ${queued && !delivered ? styles.queued : ''}`}
      aria-labelledby="contact-sent-title"
    >
      <h2 id="contact-sent-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        {queued ? (delivered ? t.queuedSent : t.queued) : t.received}
      </h2>
      {!queued && <p className={styles.text}>{format(t.receivedDetail, { email })}</p>}
      {ticketId && <p className={styles.text}>{format(t.reference, { id: ticketId })}</p>}
      <Button variant="secondary" onClick={onSendAnother}>
        {t.sendAnother}
      </Button>
    </section>
  );
}
