import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { format, useMessages } from '../../../i18n';
import { ApiError, serverWords } from '../../../lib/api-error';
import { useOnlineStatus } from '../../../lib/online-status';
import type { Booking, BookingRequest } from '../model/booking';
import type { Room } from '../model/room';
import { useTouchedFields } from '../../../components/ui/forms/use-touched-fields';
import { bookingMessages, type BookingMessages } from '../messages';
import {
  validateBooking,
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
import styles from './booking-forms.module.css';

const FIELD_ORDER: DraftField[] = ['checkIn', 'name', 'email', 'phone', 'purpose', 'attendees'];

function fieldLabel(t: BookingMessages, field: DraftField): string {
  return field === 'checkIn' || field === 'checkOut' ? t.dates : t[field];
}

/** The server refused because the nights were booked in the meantime. */
function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus === 409;
}

/** What a failed booking says in the visitor's language; the server's words follow it. */
function failureText(t: BookingMessages, error: unknown): string {
  return error instanceof ApiError && error.kind === 'network' ? t.failedNetwork : t.failed;
}

/**
 * The booking form. Submitting books the chosen dates; if someone else took them in the meantime
 * (409) the visitor is told, the calendar is refreshed and everything typed stays.
 */
export function BookingForm({
  room,
  draft,
  update,
  onBooked,
  conflict,
  onConflict,
}: {
  room: Room;
  draft: BookingDraft;
  update: (changes: Partial<BookingDraft>) => void;
  onBooked: (booking: Booking) => void;
  /** True after a 409 until the visitor picks new dates. */
  conflict: boolean;
  onConflict: () => void;
}) {
  const t = useMessages(bookingMessages);
  const online = useOnlineStatus();
  const touched = useTouchedFields<DraftField>();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const problems = validateBooking(draft, room.capacity);
  const visible: Problems = Object.fromEntries(
    Object.entries(problems).filter(([field]) => touched.shows(field as DraftField)),
  );

  const booking = useMutation({
    // The call (its schema and the API client) loads when the visitor books, not with the page.
    mutationFn: async (request: BookingRequest) =>
      (await import('../api/booking')).createBooking(request),
    onSuccess: onBooked,
    onError: (error) => {
      if (isConflict(error)) onConflict();
    },
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
    if (!online || booking.isPending) return;
    booking.mutate({
      roomId: room.id,
      checkIn: draft.checkIn,
      checkOut: draft.checkOut,
      name: draft.name.trim(),
      email: draft.email.trim(),
      phone: draft.phone.trim(),
      purpose: draft.purpose.trim(),
      attendees: Number(draft.attendees.trim()),
    });
  }

  const summaryProblems =
    failedAttempts > 0
      ? FIELD_ORDER.flatMap((field) => {
          const problem = problems[field];
          return problem
            ? [
                {
                  fieldId: fieldId('booking', field),
                  label: fieldLabel(t, field),
                  message: problemText(t, problem, room.capacity),
                },
              ]
            : [];
        })
      : [];
  const count = summaryProblems.length;
  const error = (field: DraftField) => {
    const problem = visible[field];
    return problem ? problemText(t, problem, room.capacity) : undefined;
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="booking-form-title">
      <h2 id="booking-form-title" className={styles.title}>
        {t.bookHeading}
      </h2>
      <ErrorSummary
        ref={summaryRef}
        title={count === 1 ? t.summaryTitleOne : format(t.summaryTitle, { n: count })}
        problems={summaryProblems}
      />
      {visible.checkIn && <Notice tone="error">{problemText(t, visible.checkIn)}</Notice>}
      <ContactFields
        idPrefix="booking"
        draft={draft}
        update={update}
        visibleProblems={visible}
        onBlur={touched.touch}
        phoneRequired
      />
      <FormField
        id="booking-purpose"
        label={t.purpose}
        help={t.purposeHelp}
        error={error('purpose')}
        required
      >
        {(control) => (
          <input
            {...control}
            className={controlClass}
            type="text"
            value={draft.purpose}
            onChange={(event) => update({ purpose: event.target.value })}
            onBlur={() => touched.touch('purpose')}
          />
        )}
      </FormField>
      <FormField
        id="booking-attendees"
        label={t.attendees}
        help={format(t.attendeesHelp, { n: room.capacity })}
        error={error('attendees')}
        required
      >
        {(control) => (
          <input
            {...control}
            className={`${controlClass} ${styles.short}`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={draft.attendees}
            onChange={(event) => update({ attendees: event.target.value })}
            onBlur={() => touched.touch('attendees')}
          />
        )}
      </FormField>
      {!online && (
        <Notice tone="warning" role="status">
          {t.offline}
        </Notice>
      )}
      {conflict && (
        <Notice tone="error" role="alert">
          {t.conflict}
        </Notice>
      )}
      {booking.isError && !isConflict(booking.error) && (
        <Notice tone="error" role="alert">
          {failureText(t, booking.error)}
          <FailureDetail text={serverWords(booking.error)} />
        </Notice>
      )}
      <Button type="submit" className={styles.submit} disabled={!online || booking.isPending}>
        {booking.isPending ? t.submittingBooking : t.submitBooking}
      </Button>
    </form>
  );
}
