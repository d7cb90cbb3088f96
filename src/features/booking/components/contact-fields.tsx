import { useMessages } from '../../../i18n';
import { bookingMessages } from '../messages';
import type { BookingDraft, DraftField, Problems } from '../model/booking-form-rules';
import { FormField, controlClass } from '../../../components/ui/forms/form-field';
import { problemText } from './problem-text';

/**
 * Name, email and phone: the booker's details, shared by the booking and the inquiry form (both
 * read and write the same draft, so nothing has to be typed twice).
 */
export function ContactFields({
  idPrefix,
  draft,
  update,
  visibleProblems,
  onBlur,
  phoneRequired,
}: {
  idPrefix: string;
  draft: BookingDraft;
  update: (changes: Partial<BookingDraft>) => void;
  visibleProblems: Problems;
  onBlur: (field: DraftField) => void;
  phoneRequired: boolean;
}) {
  const t = useMessages(bookingMessages);
  const error = (field: DraftField) => {
    const problem = visibleProblems[field];
    return problem ? problemText(t, problem) : undefined;
  };
  return (
    <>
      <FormField id={`${idPrefix}-name`} label={t.name} error={error('name')} required>
        {(control) => (
          <input
            {...control}
            className={controlClass}
            type="text"
            autoComplete="name"
            value={draft.name}
            onChange={(event) => update({ name: event.target.value })}
            onBlur={() => onBlur('name')}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-email`}
        label={t.email}
        help={t.emailHelp}
        error={error('email')}
        required
      >
        {(control) => (
          <input
            {...control}
            className={controlClass}
            type="email"
            autoComplete="email"
            spellCheck={false}
            value={draft.email}
            onChange={(event) => update({ email: event.target.value })}
            onBlur={() => onBlur('email')}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-phone`}
        label={phoneRequired ? t.phone : t.phoneOptional}
        help={t.phoneHelp}
        error={error('phone')}
        required={phoneRequired}
      >
        {(control) => (
          <input
            {...control}
            className={controlClass}
            type="tel"
            autoComplete="tel"
            value={draft.phone}
            onChange={(event) => update({ phone: event.target.value })}
            onBlur={() => onBlur('phone')}
          />
        )}
      </FormField>
    </>
  );
}
