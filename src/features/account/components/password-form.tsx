import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { format, useMessages } from '../../../i18n';
import { useOnlineStatus } from '../../../lib/online-status';
import { resetPassword, setPassword } from '../api/passwords';
import { useTouchedFields } from '../../../components/ui/forms/use-touched-fields';
import { accountMessages, type AccountMessages } from '../messages';
import type { PasswordLink } from '../model/password-link';
import {
  allPassed,
  checkPassword,
  isStrongEnough,
  type PasswordChecks,
} from '../model/password-rules';
import { ErrorSummary } from '../../../components/ui/forms/error-summary';
import { FormField, controlClass } from '../../../components/ui/forms/form-field';
import { Notice } from '../../../components/ui/forms/notice';
import { FailureDetail } from '../../../components/ui/failure-detail';
import { failureOfPassword } from './password-outcome';
import { PasswordRulesList } from './password-rules-list';
import styles from './password-form.module.css';

type Field = 'password' | 'confirmation';
const RULES_ID = 'password-rules';

function passwordProblem(
  t: AccountMessages,
  password: string,
  checks: PasswordChecks,
): string | undefined {
  if (!password) return t.required;
  if (!checks.notTooLong) return t.passwordTooLong;
  return isStrongEnough(checks) ? undefined : t.passwordProblem;
}

function confirmationProblem(
  t: AccountMessages,
  confirmation: string,
  checks: PasswordChecks,
): string | undefined {
  if (!confirmation) return t.required;
  return checks.matches ? undefined : t.confirmationProblem;
}

/**
 * New password and confirmation with the rules ticked off live. A weak-password answer (Status 3)
 * is shown under the field and the form stays; a used or expired link (Status 2) ends it.
 */
export function PasswordForm({
  mode,
  link,
  onDone,
  onLinkInvalid,
}: {
  mode: 'reset' | 'set';
  /** A complete link (checked by the caller). */
  link: Required<Pick<PasswordLink, 'code'>> & PasswordLink;
  onDone: () => void;
  onLinkInvalid: () => void;
}) {
  const t = useMessages(accountMessages);
  const online = useOnlineStatus();
  const touched = useTouchedFields<Field>();
  const [password, setPasswordValue] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [visible, setVisible] = useState(false);
  const [failedChecks, setFailedChecks] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const checks = checkPassword(password, confirmation);

  const save = useMutation({
    mutationFn: (newPassword: string) =>
      mode === 'reset'
        ? resetPassword({ password: newPassword, activationCode: link.code })
        : setPassword({
            password: newPassword,
            activationCode: link.code,
            memberId: link.memberId ?? '',
            emailFrom: link.emailFrom,
          }),
    onSuccess: onDone,
    onError: (error) => {
      if (failureOfPassword(t, error).kind === 'linkInvalid') onLinkInvalid();
    },
  });
  // Translated at render, so the text follows a change of language.
  const failure = save.error ? failureOfPassword(t, save.error) : null;

  useEffect(() => {
    if (failedChecks > 0) summaryRef.current?.focus();
  }, [failedChecks]);
  useEffect(() => {
    if (save.isError) failureRef.current?.focus();
  }, [save.isError, save.failureCount]);

  const errors: Record<Field, string | undefined> = {
    password: touched.shows('password') ? passwordProblem(t, password, checks) : undefined,
    confirmation: touched.shows('confirmation')
      ? confirmationProblem(t, confirmation, checks)
      : undefined,
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    touched.markSubmitted();
    if (!allPassed(checks)) {
      setFailedChecks((count) => count + 1);
      return;
    }
    if (!online || save.isPending) return;
    save.mutate(password);
  }

  const summary =
    failedChecks > 0
      ? (
          [
            ['password', t.password, passwordProblem(t, password, checks)],
            ['confirmation', t.confirmation, confirmationProblem(t, confirmation, checks)],
          ] as const
        ).flatMap(([field, label, message]) =>
          message ? [{ fieldId: `account-${field}`, label, message }] : [],
        )
      : [];
  const type = visible ? 'text' : 'password';

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-label={mode === 'reset' ? t.resetTitle : t.setTitle}
    >
      <ErrorSummary
        ref={summaryRef}
        title={
          summary.length === 1 ? t.summaryTitleOne : format(t.summaryTitle, { n: summary.length })
        }
        problems={summary}
      />
      {link.emailFrom && (
        // Lets password managers file the new password under the right account.
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={link.emailFrom}
          readOnly
          hidden
        />
      )}
      <FormField
        id="account-password"
        label={t.password}
        error={errors.password ?? (failure?.kind === 'weakPassword' ? failure.text : undefined)}
        required
      >
        {(control) => (
          <input
            {...control}
            aria-describedby={[control['aria-describedby'], RULES_ID].filter(Boolean).join(' ')}
            className={controlClass}
            type={type}
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPasswordValue(event.target.value);
              if (failure?.kind === 'weakPassword') save.reset();
            }}
            onBlur={() => touched.touch('password')}
          />
        )}
      </FormField>
      <PasswordRulesList id={RULES_ID} checks={checks} />
      <FormField
        id="account-confirmation"
        label={t.confirmation}
        error={errors.confirmation}
        required
      >
        {(control) => (
          <input
            {...control}
            className={controlClass}
            type={type}
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            onBlur={() => touched.touch('confirmation')}
          />
        )}
      </FormField>
      <label className={styles.show}>
        <input
          type="checkbox"
          checked={visible}
          onChange={(event) => setVisible(event.target.checked)}
        />
        {t.showPassword}
      </label>
      {!online && (
        <Notice tone="warning" role="status">
          {t.offline}
        </Notice>
      )}
      {failure?.kind === 'other' && (
        <div ref={failureRef} tabIndex={-1} className={styles.outcome}>
          <Notice tone="error" role="alert">
            {failure.text}
            <FailureDetail text={failure.detail} />
          </Notice>
        </div>
      )}
      <Button type="submit" className={styles.submit} disabled={!online || save.isPending}>
        {save.isPending ? t.submitting : mode === 'reset' ? t.submitReset : t.submitSet}
      </Button>
    </form>
  );
}
