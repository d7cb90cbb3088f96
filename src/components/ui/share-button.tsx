import { useEffect, useState } from 'react';
import { Share2 } from 'lucide-react';
import { defineMessages, useMessages } from '../../i18n';
import { shareOrCopy, type ShareOutcome } from '../../lib/share';
import { Button } from './button';
import styles from './action-buttons.module.css';

const messages = defineMessages(
  {
    share: 'Share',
    copied: 'Link copied',
    failed: 'Could not copy the link. Copy it from the address bar.',
  },
  { share: '分享', copied: '链接已复制', failed: '无法复制链接，请从地址栏复制。' },
);

/**
 * Shares the current page, or `url` (a path of this site or a full address), through the system
 * share sheet where available, else copies its link and says so in a polite live region that
 * stays visible for a few seconds.
 */
export function ShareButton({ title, text, url }: { title: string; text?: string; url?: string }) {
  const t = useMessages(messages);
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), 4000);
    return () => clearTimeout(timer);
  }, [outcome]);

  const status = outcome === 'copied' ? t.copied : outcome === 'failed' ? t.failed : '';
  return (
    <span className={styles.action}>
      <Button
        variant="secondary"
        onClick={async () => {
          setOutcome(null);
          setOutcome(
            await shareOrCopy({ title, text, url: new URL(url ?? '', window.location.href).href }),
          );
        }}
      >
        <Share2 size={18} aria-hidden="true" />
        {t.share}
      </Button>
      <span role="status" className={styles.status}>
        {status}
      </span>
    </span>
  );
}
