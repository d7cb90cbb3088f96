import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

/** Class names for a button-looking element (also for links styled as buttons). */
export function buttonClass(variant: 'primary' | 'secondary' = 'primary'): string {
  return variant === 'primary' ? styles.button! : `${styles.button} ${styles.secondary}`;
}

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' }) {
  return (
    <button
      type={type}
      className={[buttonClass(variant), className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
