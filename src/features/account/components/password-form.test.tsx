import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordForm } from './password-form';

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
});
