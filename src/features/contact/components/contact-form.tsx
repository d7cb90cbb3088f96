import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { format, useMessages } from '../../../i18n';
import { useDeliveredAnswer } from '../../../lib/offline-queue';
import { useOnlineStatus } from '../../../lib/online-status';
import { contactDetailsQueryOptions } from '../api/queries';
import type { ContactPayload } from '../api/customer-ticket';
import { useSessionDraft } from '../../../components/ui/forms/use-session-draft';
import { useTouchedFields } from '../../../components/ui/forms/use-touched-fields';
import { contactMessages, type ContactMessages } from '../messages';
import {
  EMPTY_CONTACT_DRAFT,
  normalizeMobile,
  validateContact,
  type ContactDraft,
  type ContactField,
  type ContactProblem,
} from '../model/contact-rules';
import type { ContactSendResult } from '../model/contact-status';
import { keyForAttempt, type KeyedAttempt } from '../model/idempotency-key';
import { failureOf, type ContactFailure } from './contact-outcome';
import { sendContact, useReplayedContact } from './contact-sending';
import { ContactSent } from './contact-sent';
import { ErrorSummary } from '../../../components/ui/forms/error-summary';
import { FormField, controlClass } from '../../../components/ui/forms/form-field';
import { Notice } from '../../../components/ui/forms/notice';
import { FailureDetail } from '../../../components/ui/failure-detail';
import { SubjectField } from './subject-field';
import styles from './contact-form.module.css';

const FIELD_ORDER: ContactField[] = [
  'type',
  'firstName',
  'lastName',
  'userPhoneNumber',
  'userEmail',
  'message',
];
const fieldId = (field: ContactField) => `contact-${field}`;

/** A message the server accepted or that waits in the offline queue, with what was typed. */
interface SendResult {
  sent: ContactSendResult;
  email: string;
  draft: ContactDraft;
  attempt: KeyedAttempt;
}

function labelOf(t: ContactMessages, field: ContactField): string {
  const labels: Record<ContactField, string> = {
    type: t.subject,
    firstName: t.firstName,
    lastName: t.lastName,
    userPhoneNumber: t.mobile,
    userEmail: t.email,
    message: t.message,
  };
  return labels[field];
}

function toPayload(draft: ContactDraft): ContactPayload {
  return {
    type: draft.type,
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    userPhoneNumber: normalizeMobile(draft.userPhoneNumber),
    userEmail: draft.userEmail.trim(),
    message: draft.message.trim(),
    website: draft.website,
  };
}

/**
 * The contact form: checked as the visitor types (after they first leave a field) and again by
 * the backend; business answers shown beside the field they concern; offline, the message is
 * queued and sent when the connection returns. Nothing typed is lost on an error.
 */
export function ContactForm() {
  const t = useMessages(contactMessages);
  const online = useOnlineStatus();
  const subjects = useQuery(contactDetailsQueryOptions());
  const { draft, update, clear } = useSessionDraft('contact-draft', EMPTY_CONTACT_DRAFT);
  const touched = useTouchedFields<ContactField>();
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const attempt = useRef<KeyedAttempt | undefined>(undefined);
  const [failedChecks, setFailedChecks] = useState(0);
  const [sendError, setSendError] = useState<unknown>(null);
  const [result, setResult] = useState<SendResult | null>(null);
  // A queued message is only sent when the connection returns; the server may still refuse it.
  const deliveredAnswer = useDeliveredAnswer(
    result?.sent.kind === 'queued' ? result.attempt.key : undefined,
  );
  const replayed = useReplayedContact(deliveredAnswer);

  const problems = validateContact(
    draft,
    subjects.data?.subjects.map((subject) => subject.value) ?? [],
  );
  const send = useMutation({
    mutationFn: ({
      payload,
      attempt,
    }: {
      payload: ContactPayload;
      attempt: KeyedAttempt;
      draft: ContactDraft;
    }) => sendContact(payload, attempt.key),
    onSuccess: (sent, { payload, attempt: sentAttempt, draft: sentDraft }) => {
      setResult({ sent, email: payload.userEmail, draft: sentDraft, attempt: sentAttempt });
      attempt.current = undefined;
      clear();
      touched.reset();
    },
    onError: (error) => setSendError(error),
  });
  // Computed at render, so the text follows a change of language.
  const failure: ContactFailure | null = sendError ? failureOf(t, sendError) : null;

  useEffect(() => {
    if (failedChecks > 0) summaryRef.current?.focus();
  }, [failedChecks]);
  useEffect(() => {
    if (sendError) failureRef.current?.focus();
  }, [sendError]);
  // Refused on replay (Status 3/4/5, a 4xx): back to the form as it was sent, the answer beside
  // its field as when online. The same content keeps its key, so a resend gets the same answer.
  useEffect(() => {
    if (!result || replayed?.kind !== 'refused') return;
    update(result.draft);
    attempt.current = result.attempt;
    setResult(null);
    send.reset();
    touched.markSubmitted();
    setSendError(replayed.error);
  }, [result, replayed, update, send, touched]);

  if (result) {
    return (
      <ContactSent
        result={result.sent}
        delivered={replayed?.kind === 'sent' ? replayed : undefined}
        email={result.email}
        onSendAnother={() => {
          setResult(null);
          send.reset();
        }}
      />
    );
  }

  function change(field: keyof ContactDraft, value: string) {
    update({ [field]: value });
    // An answer about this field no longer applies once it is edited.
    if (failure?.field === field) setSendError(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    touched.markSubmitted();
    if (Object.keys(problems).length > 0) {
      setFailedChecks((count) => count + 1);
      return;
    }
    if (send.isPending) return;
    const payload = toPayload(draft);
    attempt.current = keyForAttempt(attempt.current, JSON.stringify(payload));
    setSendError(null);
    send.mutate({ payload, attempt: attempt.current, draft });
  }

  const text = (problem: ContactProblem) => t[problem];
  const errorOf = (field: ContactField): string | undefined => {
    const problem = problems[field];
    if (problem && touched.shows(field)) return text(problem);
    return failure?.field === field ? failure.text : undefined;
  };
  const summary =
    failedChecks > 0
      ? FIELD_ORDER.flatMap((field) => {
          const problem = problems[field];
          return problem
            ? [{ fieldId: fieldId(field), label: labelOf(t, field), message: text(problem) }]
            : [];
        })
      : [];

  const input = (
    field: Exclude<ContactField, 'type' | 'message'>,
    type: string,
    autoComplete: string,
    help?: string,
  ) => (
    <FormField
      id={fieldId(field)}
      label={labelOf(t, field)}
      help={help}
      error={errorOf(field)}
      required
    >
      {(control) => (
        <input
          {...control}
          className={controlClass}
          type={type}
          autoComplete={autoComplete}
          spellCheck={type === 'email' ? false : undefined}
          value={draft[field]}
          onChange={(event) => change(field, event.target.value)}
          onBlur={() => touched.touch(field)}
        />
      )}
    </FormField>
  );

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        {t.formTitle}
      </h2>
      <p className={styles.note}>{t.requiredNote}</p>
      <ErrorSummary
        ref={summaryRef}
        title={
          summary.length === 1 ? t.summaryTitleOne : format(t.summaryTitle, { n: summary.length })
        }
        problems={summary}
      />
      <SubjectField
        value={draft.type}
        error={errorOf('type')}
        onChange={(value) => change('type', value)}
        onBlur={() => touched.touch('type')}
      />
      <div className={styles.names}>
        {input('firstName', 'text', 'given-name')}
        {input('lastName', 'text', 'family-name')}
      </div>
      {input('userPhoneNumber', 'tel', 'tel-national', t.mobileHelp)}
      {input('userEmail', 'email', 'email', t.emailHelp)}
      <FormField
        id={fieldId('message')}
        label={t.message}
        help={`${t.messageHelp} ${format(t.messageCount, { n: draft.message.trim().length })}`}
        error={errorOf('message')}
        required
      >
        {(control) => (
          <textarea
            {...control}
            className={controlClass}
            rows={6}
            value={draft.message}
            onChange={(event) => change('message', event.target.value)}
            onBlur={() => touched.touch('message')}
          />
        )}
      </FormField>
      {/* A trap for bots: people never see or reach it; a filled one is answered like a success. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">{t.honeypot}</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={draft.website}
          onChange={(event) => update({ website: event.target.value })}
        />
      </div>
      {!online && (
        <Notice tone="info" role="status">
          {t.offline}
        </Notice>
      )}
      {failure && (
        <div ref={failureRef} tabIndex={-1} className={styles.outcome}>
          <Notice tone="error" role="alert">
            {failure.text}
            <FailureDetail text={failure.detail} />
          </Notice>
        </div>
      )}
      <Button type="submit" className={styles.submit} disabled={send.isPending}>
        {send.isPending ? t.submitting : online ? t.submit : t.queue}
      </Button>
    </form>
  );
}
