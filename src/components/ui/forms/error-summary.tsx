import { useId, type Ref } from 'react';
import styles from './notice.module.css';

export interface SummaryProblem {
  fieldId: string;
  label: string;
  message: string;
}

/**
 * The list of problems shown above a form after a submit with errors. The caller focuses it, so
 * keyboard and screen-reader users learn at once what to fix; each entry links to its field.
 */
export function ErrorSummary({
  title,
  problems,
  ref,
}: {
  title: string;
  problems: SummaryProblem[];
  ref?: Ref<HTMLDivElement>;
}) {
  const titleId = useId();
  if (problems.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      className={`${styles.notice} ${styles.error}`}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      <ul className={styles.list}>
        {problems.map((problem) => (
          <li key={problem.fieldId}>
            <a
              href={`#${problem.fieldId}`}
              onClick={(event) => {
                // Focus the field itself (a bare hash link would only scroll, and the router would see a navigation).
                event.preventDefault();
                const field = document.getElementById(problem.fieldId);
                field?.focus();
                field?.scrollIntoView({ block: 'center' });
              }}
            >
              {problem.label}: {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
