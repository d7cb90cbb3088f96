import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorSummary } from './error-summary';
import { FormField, controlClass } from './form-field';

describe('FormField', () => {
  it('describes the control by its error and help, and marks it invalid only while there is an error', () => {
    const { rerender } = render(
      <FormField id="email" label="Email" help="We reply here">
        {(control) => <input {...control} className={controlClass} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-describedby')).toBe('email-help');
    expect(input.hasAttribute('aria-invalid')).toBe(false);

    rerender(
      <FormField id="email" label="Email" help="We reply here" error="Enter an email address">
        {(control) => <input {...control} className={controlClass} />}
      </FormField>,
    );
    expect(input.getAttribute('aria-describedby')).toBe('email-error email-help');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('email-error')?.textContent).toBe('Enter an email address');
  });
});

describe('ErrorSummary', () => {
  it('renders nothing without problems', () => {
    const { container } = render(<ErrorSummary title="Check these" problems={[]} />);
    expect(container.childElementCount).toBe(0);
  });

  it('links each problem to its field and focuses the field when followed', async () => {
    // jsdom does no layout, so it has no scrollIntoView; the summary calls it after focusing.
    Element.prototype.scrollIntoView = vi.fn();
    render(
      <>
        <ErrorSummary
          title="Check these"
          problems={[{ fieldId: 'name', label: 'Name', message: 'Enter your name' }]}
        />
        <input id="name" aria-label="Name" />
      </>,
    );
    screen.getByRole('group', { name: 'Check these' });
    await userEvent.click(screen.getByRole('link', { name: 'Name: Enter your name' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });
});
