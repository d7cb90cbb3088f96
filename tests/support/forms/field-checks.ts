/**
 * Checks the form tests share: what a field says about itself, and "refused beside the field".
 */
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** The text of the elements that describe a control (its hint and its error). */
export function descriptionOf(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** The control is marked invalid and its description carries `message`. */
export function expectRefused(control: HTMLElement, message: string): void {
  expect(control.getAttribute('aria-invalid')).toBe('true');
  expect(descriptionOf(control)).toContain(message);
}

/** Puts `value` into the control the way a visitor pasting would, then leaves the field. */
export async function enterAndLeave(
  user: UserEvent,
  control: HTMLElement,
  value: string,
): Promise<void> {
  await user.click(control);
  await user.paste(value);
  await user.tab();
}
