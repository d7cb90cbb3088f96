import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { useLanguage, useMessages } from '../../../i18n';
import { contactDetailsQueryOptions } from '../api/queries';
import { contactMessages } from '../messages';
import { FormField, controlClass } from '../../../components/ui/forms/form-field';
import styles from './contact-form.module.css';

/** The subject select, filled from the contact details' ContactTypes. */
export function SubjectField({
  value,
  error,
  onChange,
  onBlur,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const t = useMessages(contactMessages);
  const language = useLanguage();
  const subjects = useQuery(contactDetailsQueryOptions());
  const failed = subjects.isError && !subjects.data;
  return (
    <>
      <FormField
        id="contact-type"
        label={t.subject}
        error={error}
        help={failed ? t.subjectsFailed : undefined}
        required
      >
        {(control) => (
          <select
            {...control}
            className={controlClass}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          >
            <option value="">
              {subjects.isPending ? t.subjectsLoading : t.subjectPlaceholder}
            </option>
            {subjects.data?.subjects.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {language === 'ch' && subject.labelZh ? subject.labelZh : subject.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {failed && (
        <Button
          variant="secondary"
          className={styles.retry}
          onClick={() => void subjects.refetch()}
        >
          {t.retry}
        </Button>
      )}
    </>
  );
}
