/**
 * The contact form refuses bad input field by field: the message appears beside the field (the
 * control is aria-invalid and described by it), and what was typed stays in the field.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactDetailsQueryOptions } from '../api/queries';
import { ContactForm } from './contact-form';
import { enterAndLeave, expectRefused } from '../../../../tests/support/forms/field-checks';

// The form keeps its draft for the session: each test starts from an empty one.
beforeEach(() => sessionStorage.clear());

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(contactDetailsQueryOptions().queryKey, {
    subjects: [
      { value: 'general', label: 'General enquiry', labelZh: '一般查询' },
      { value: 'feedback', label: 'Feedback', labelZh: '反馈' },
    ],
  });
  render(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  );
}

describe('ContactForm refuses bad input beside the field', () => {
  it.each([
    ['First name', '<script>alert(1)</script>', 'Use letters only'],
    ['First name', 'A'.repeat(51), 'Use at most 50 characters.'],
    ['Last name', 'Tan 2', 'Use letters only'],
    ['Mobile number', '6123 4567', 'Enter a Singapore mobile number'],
    ['Mobile number', '+1 212 555 0100', 'Enter a Singapore mobile number'],
    ['Email', 'ana@example', 'Enter an email address like name@example.com.'],
    ['Email', `${'a'.repeat(250)}@example.com`, 'Use at most 254 characters.'],
    ['Message', 'Too short', 'Write at least 10 characters.'],
  ])('%s: %s', async (label, value, message) => {
    const user = userEvent.setup();
    renderForm();
    const control = screen.getByLabelText(label);
    await enterAndLeave(user, control, value);
    expectRefused(control, message);
    expect((control as HTMLInputElement).value).toBe(value);
  });

  it('says a left-empty field is required, and a subject must be chosen', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByLabelText('Subject'));
    await user.tab();
    expectRefused(screen.getByLabelText('Subject'), 'Choose a subject.');
    await user.type(screen.getByLabelText('Last name'), '   ');
    await user.tab();
    expectRefused(screen.getByLabelText('Last name'), 'This field is required.');
  });

  it('on submit marks every bad field, lists them, and keeps everything typed', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText('Subject'), 'feedback');
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Mobile number'), '1234');
    await user.type(screen.getByLabelText('Email'), 'ana@');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByRole('group', { name: 'Please check 4 fields' })).toBe(
      document.activeElement,
    );
    expectRefused(screen.getByLabelText('Last name'), 'This field is required.');
    expectRefused(screen.getByLabelText('Mobile number'), 'Enter a Singapore mobile number');
    expectRefused(screen.getByLabelText('Email'), 'Enter an email address');
    expectRefused(screen.getByLabelText('Message'), 'Write at least 10 characters.');
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Subject')).toHaveProperty('value', 'feedback');
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Ana');
    expect(screen.getByLabelText('Mobile number')).toHaveProperty('value', '1234');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ana@');
    expect(screen.getByLabelText('Message')).toHaveProperty('value', 'Hi');
  });
});
