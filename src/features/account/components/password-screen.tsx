import { useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { usePageMeta } from '../../../components/layout/use-page-meta';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useMessages } from '../../../i18n';
import { accountMessages } from '../messages';
import { isCompleteLink, type PasswordLink } from '../model/password-link';
import { PasswordForm } from './password-form';
import styles from './password-screen.module.css';

type Stage = 'form' | 'done' | 'linkInvalid';

/** A final state of the page: a heading that takes focus, its text and the way home. */
function Outcome({
  tone,
  title,
  text,
}: {
  tone: 'success' | 'error' | 'info';
  title: string;
  text: string;
}) {
  const t = useMessages(accountMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      className={`${styles.outcome} ${styles[tone]}`}
      aria-labelledby="account-outcome-title"
      role={tone === 'error' ? 'alert' : undefined}
    >
      <h2 id="account-outcome-title" ref={headingRef} tabIndex={-1} className={styles.outcomeTitle}>
        {title}
      </h2>
      <p className={styles.outcomeText}>{text}</p>
      <Link to="/" className={buttonClass()}>
        {t.home}
      </Link>
    </section>
  );
}

/** /reset-password and /set-password: the link's code, a new password, and a clear outcome. */
export function PasswordScreen({ mode, link }: { mode: 'reset' | 'set'; link: PasswordLink }) {
  const t = useMessages(accountMessages);
  const [stage, setStage] = useState<Stage>('form');
  const title = mode === 'reset' ? t.resetTitle : t.setTitle;
  usePageMeta({ title, description: mode === 'reset' ? t.resetDescription : t.setDescription });
  const code = link.code;

  let body;
  if (!code || !isCompleteLink(link, mode))
    body = <Outcome tone="info" title={t.missingTitle} text={t.missingText} />;
  else if (stage === 'done')
    body = (
      <Outcome
        tone="success"
        title={mode === 'reset' ? t.doneTitle : t.doneSetTitle}
        text={t.doneText}
      />
    );
  else if (stage === 'linkInvalid')
    body = <Outcome tone="error" title={t.linkInvalidTitle} text={t.linkInvalidText} />;
  else {
    body = (
      <PasswordForm
        mode={mode}
        link={{ ...link, code }}
        onDone={() => setStage('done')}
        onLinkInvalid={() => setStage('linkInvalid')}
      />
    );
  }

  return (
    <>
      <PageHeader title={title} lead={mode === 'reset' ? t.resetLead : t.setLead} />
      <div className={`container ${styles.body}`}>{body}</div>
    </>
  );
}
