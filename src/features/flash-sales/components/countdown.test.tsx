import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Countdown } from './countdown';

const EXPIRY = '2026-11-21T10:00:00.000Z';
const expiryMs = Date.parse(EXPIRY);

describe('Countdown', () => {
  it('ticks in a timer that is not announced, beside a static end time', () => {
    const { rerender } = render(<Countdown expiry={EXPIRY} now={expiryMs - 90_061_000} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveProperty('textContent', '1d 01:01:01');
    expect(timer.getAttribute('aria-live')).toBe('off');
    expect(screen.getByText('Ends 21 Nov 2026, 18:00')).toBeTruthy();
    rerender(<Countdown expiry={EXPIRY} now={expiryMs - 90_060_000} />);
    expect(screen.getByRole('timer')).toHaveProperty('textContent', '1d 01:01:00');
  });

  it('shows the ended state at the expiry instant', () => {
    render(<Countdown expiry={EXPIRY} now={expiryMs} />);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Ended 21 Nov 2026, 18:00')).toBeTruthy();
  });
});
