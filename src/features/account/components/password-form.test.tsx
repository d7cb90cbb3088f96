import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordForm } from './password-form';
import {
  descriptionOf,
  enterAndLeave,
  expectRefused,
} from '../../../../tests/support/forms/field-checks';

function renderForm() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <PasswordForm
        mode="reset"
        link={{ code: 'RESET-EXPIRED-0001' }}
        onDone={vi.fn()}
        onLinkInvalid={vi.fn()}
      />
    </QueryClientProvider>,
  );
}

describe('PasswordForm', () => {
  it('lists the problems and focuses the summary when submitted with problems', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('New password'), 'password');
    await user.type(screen.getByLabelText('Confirm the new password'), 'passw0rd');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const summary = screen.getByRole('group', { name: 'Please check 2 fields' });
    expect(document.activeElement).toBe(summary);
  });

  it.each([
    ['New password', 'password', 'Use at least 8 characters with a letter and a number.'],
    ['New password', '12345678', 'Use at least 8 characters with a letter and a number.'],
    ['New password', 'short1', 'Use at least 8 characters with a letter and a number.'],
    ['New password', `a1${'x'.repeat(127)}`, 'Use at most 128 characters.'],
  ])('refuses %s "%s" beside the field and keeps it', async (label, value, message) => {
    const user = userEvent.setup();
    renderForm();
    const control = screen.getByLabelText(label);
    await enterAndLeave(user, control, value);
    expectRefused(control, message);
    expect(control).toHaveProperty('value', value);
  });

  it('on submit marks a confirmation that does not match, and an empty one as required', async () => {
    const user = userEvent.setup();
    renderForm();
    const password = screen.getByLabelText('New password');
    const confirmation = screen.getByLabelText('Confirm the new password');
    await user.type(password, 'harbour2026');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(confirmation)).toContain('This field is required.');
    await user.type(confirmation, 'harbour2027');
    await user.tab();
    expect(descriptionOf(confirmation)).toContain('The two passwords do not match.');
    expect(password).toHaveProperty('value', 'harbour2026');
    expect(confirmation).toHaveProperty('value', 'harbour2027');
    expect(password.getAttribute('aria-invalid')).toBeNull();
  });
});
