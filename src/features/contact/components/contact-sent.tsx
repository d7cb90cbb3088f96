import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { format, useMessages } from '../../../i18n';
import { usePendingRequests } from '../../../lib/offline-queue';
import type { ContactSendResult } from '../api/submit-contact';
import { contactMessages } from '../messages';
import styles from './contact-sent.module.css';

/**
 * After sending: the thank-you of spec section 5, or, when the message was queued offline, the
 * promise that it will be sent, turning into a confirmation once the queue has delivered it.
 */
export function ContactSent({
  result,
  email,
  onSendAnother,
}: {
  result: ContactSendResult;
  email: string;
  onSendAnother: () => void;
}) {
  const t = useMessages(contactMessages);
  const pending = usePendingRequests();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const queued = result.kind === 'queued';
  const delivered = queued && pending === 0;
  return (
    <section
      className={`${styles.sent} ${queued && !delivered ? styles.queued : ''}`}
      aria-labelledby="contact-sent-title"
    >
      <h2 id="contact-sent-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        {queued ? (delivered ? t.queuedSent : t.queued) : t.received}
      </h2>
      {!queued && <p className={styles.text}>{format(t.receivedDetail, { email })}</p>}
      {result.kind === 'sent' && result.ticketId && (
        <p className={styles.text}>{format(t.reference, { id: result.ticketId })}</p>
      )}
      <Button variant="secondary" onClick={onSendAnother}>
        {t.sendAnother}
      </Button>
    </section>
  );
}
