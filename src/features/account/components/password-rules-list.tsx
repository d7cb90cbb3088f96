import { Check, Circle } from 'lucide-react';
import { useMessages } from '../../../i18n';
import { accountMessages } from '../messages';
import type { PasswordChecks } from '../model/password-rules';
import styles from './password-form.module.css';

/**
 * The rules, ticked off as the visitor types. Each line says "done" or "not yet" to screen
 * readers too; the list is not live (it would speak at every keystroke), the field errors are.
 */
export function PasswordRulesList({ id, checks }: { id: string; checks: PasswordChecks }) {
  const t = useMessages(accountMessages);
  const rules = [
    { key: 'length', label: t.ruleLength, met: checks.longEnough },
    { key: 'letter', label: t.ruleLetter, met: checks.hasLetter },
    { key: 'number', label: t.ruleNumber, met: checks.hasNumber },
    ...(checks.notTooLong ? [] : [{ key: 'max', label: t.ruleTooLong, met: false }]),
    { key: 'matches', label: t.ruleMatches, met: checks.matches },
  ];
  return (
    <div id={id} className={styles.rules}>
      <p className={styles.rulesTitle}>{t.rulesTitle}</p>
      <ul className={styles.ruleList}>
        {rules.map((rule) => (
          <li
            key={rule.key}
            className={rule.met ? styles.met : styles.unmet}
            data-rule={rule.key}
            data-met={rule.met}
          >
            {rule.met ? (
              <Check aria-hidden="true" size={18} />
            ) : (
              <Circle aria-hidden="true" size={18} />
            )}
            <span>{rule.label}</span>
            <span className="visually-hidden">({rule.met ? t.ruleMet : t.ruleUnmet})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
