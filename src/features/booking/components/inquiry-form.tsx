import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { format, useMessages } from '../../../i18n';
import { ApiError, serverWords } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import { useOnlineStatus } from '../../../lib/online-status';
import type { InquiryRequest } from '../model/inquiry';
import type { Room } from '../model/room';
import { useTouchedFields } from '../../../components/ui/forms/use-touched-fields';
import { bookingMessages, type BookingMessages } from '../messages';
import {
  validateInquiry,
  type BookingDraft,
  type DraftField,
  type Problems,
} from '../model/booking-form-rules';
import { ContactFields } from './contact-fields';
import { ErrorSummary } from '../../../components/ui/forms/error-summary';
import { FormField, controlClass } from '../../../components/ui/forms/form-field';
import { Notice } from '../../../components/ui/forms/notice';
import { FailureDetail } from '../../../components/ui/failure-detail';
import { fieldId, problemText } from './problem-text';
import { daysLabel } from './stay-summary';
import styles from './booking-forms.module.css';

const FIELD_ORDER: DraftField[] = ['checkIn', 'name', 'email', 'phone', 'message'];

function fieldLabel(t: BookingMessages, field: DraftField): string {
  if (field === 'checkIn' || field === 'checkOut') return t.dates;
  return field === 'phone' ? t.phoneOptional : t[field];
}

/** A question about the chosen dates, without booking: the server answers whether they are free. */
export function InquiryForm({
  room,
  draft,
  update,
}: {
  room: Room;
  draft: BookingDraft;
  update: (changes: Partial<BookingDraft>) => void;
}) {
  const t = useMessages(bookingMessages);
  const online = useOnlineStatus();
  const touched = useTouchedFields<DraftField>();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const problems = validateInquiry(draft);
  const visible: Problems = Object.fromEntries(
    Object.entries(problems).filter(([field]) => touched.shows(field as DraftField)),
  );
  const inquiry = useMutation({
    // The call (its schema and the API client) loads when the visitor asks, not with the page.
    mutationFn: async (request: InquiryRequest) =>
      (await import('../api/inquiry')).createInquiry(request),
    // The question has been received: clear it, keep the visitor's details for the booking form.
    onSuccess: () => update({ message: '' }),
  });

  useEffect(() => {
    if (failedAttempts > 0) summaryRef.current?.focus();
  }, [failedAttempts]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    touched.markSubmitted();
    if (Object.keys(problems).length > 0) {
      setFailedAttempts((count) => count + 1);
      return;
    }
    if (!online || inquiry.isPending) return;
    inquiry.mutate({
      roomId: room.id,
      checkIn: draft.checkIn,
      checkOut: draft.checkOut,
      name: draft.name.trim(),
      email: draft.email.trim(),
      phone: draft.phone.trim() || undefined,
      message: draft.message.trim(),
    });
  }

  const summaryProblems =
    failedAttempts > 0
      ? FIELD_ORDER.flatMap((field) => {
          const problem = problems[field];
          return problem
            ? [
                {
                  fieldId: fieldId('inquiry', field),
                  label: fieldLabel(t, field),
                  message: problemText(t, problem),
                },
              ]
            : [];
        })
      : [];
  const count = summaryProblems.length;
  const answer = inquiry.data;

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="inquiry-form-title">
      <h2 id="inquiry-form-title" className={styles.title}>
        {t.inquiryHeading}
      </h2>
      <p className={styles.lead}>{t.inquiryLead}</p>
      <ErrorSummary
        ref={summaryRef}
        title={count === 1 ? t.summaryTitleOne : format(t.summaryTitle, { n: count })}
        problems={summaryProblems}
      />
      {visible.checkIn && <Notice tone="error">{problemText(t, visible.checkIn)}</Notice>}
      <ContactFields
        idPrefix="inquiry"
        draft={draft}
        update={update}
        visibleProblems={visible}
        onBlur={touched.touch}
        phoneRequired={false}
      />
      <FormField
        id="inquiry-message"
        label={t.message}
        error={visible.message ? problemText(t, visible.message) : undefined}
        required
      >
        {(control) => (
          <textarea
            {...control}
            className={controlClass}
            rows={4}
            value={draft.message}
            onChange={(event) => update({ message: event.target.value })}
            onBlur={() => touched.touch('message')}
          />
        )}
      </FormField>
      {!online && (
        <Notice tone="warning" role="status">
          {t.offline}
        </Notice>
      )}
      {answer && (
        <Notice tone={answer.available ? 'success' : 'warning'} role="alert">
          {answer.available
            ? format(t.inquiryAvailable, {
                nights: daysLabel(t, answer.nights),
                price: formatMoney(answer.totalPrice),
                id: answer.inquiryId,
              })
            : format(t.inquiryUnavailable, { id: answer.inquiryId })}
        </Notice>
      )}
      {inquiry.isError && (
        <Notice tone="error" role="alert">
          {inquiry.error instanceof ApiError && inquiry.error.kind === 'network'
            ? t.inquiryFailedNetwork
            : t.inquiryFailed}
          <FailureDetail text={serverWords(inquiry.error)} />
        </Notice>
      )}
      <Button
        type="submit"
        variant="secondary"
        className={styles.submit}
        disabled={!online || inquiry.isPending}
      >
        {inquiry.isPending ? t.submittingInquiry : t.submitInquiry}
      </Button>
    </form>
  );
}
