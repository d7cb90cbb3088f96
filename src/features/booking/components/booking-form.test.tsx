/**
 * The booking and inquiry forms refuse bad input field by field: the message appears beside the
 * field (the control is aria-invalid and described by it), what was typed stays, and the dates'
 * problem is shown with the form and linked to the calendar.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Room } from '../model/room';
import { EMPTY_DRAFT, type BookingDraft } from '../model/booking-form-rules';
import { BookingForm } from './booking-form';
import { InquiryForm } from './inquiry-form';
import { enterAndLeave, expectRefused } from '../../../../tests/support/forms/field-checks';

const ROOM: Room = {
  id: '7',
  name: 'Harbour Room',
  description: 'Seats 20',
  capacity: 20,
  imageUrls: [],
  amenities: [],
  priceDefault: 300,
  priceByDate: [],
  minNights: 1,
  maxNights: 7,
  disabledDaysOfWeek: [],
};
const STAY = { checkIn: '2026-12-08', checkOut: '2026-12-10' };

function Forms({ initial }: { initial: BookingDraft }) {
  const [draft, setDraft] = useState(initial);
  const update = (changes: Partial<BookingDraft>) => setDraft((d) => ({ ...d, ...changes }));
  return (
    <>
      <BookingForm
        room={ROOM}
        draft={draft}
        update={update}
        onBooked={vi.fn()}
        conflict={false}
        onConflict={vi.fn()}
      />
      <InquiryForm room={ROOM} draft={draft} update={update} />
    </>
  );
}

function renderForms(initial: BookingDraft = { ...EMPTY_DRAFT, ...STAY }) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Forms initial={initial} />
    </QueryClientProvider>,
  );
  return {
    booking: within(screen.getByRole('form', { name: 'Book this room' })),
    inquiry: within(screen.getByRole('form', { name: /Ask us first/ })),
  };
}

describe('BookingForm refuses bad input beside the field', () => {
  it.each([
    ['Full name', 'N'.repeat(101), 'Use at most 100 characters.'],
    ['Full name', '   ', 'This field is required.'],
    ['Email', 'ana@example', 'Enter an email address like name@example.com.'],
    ['Email', '<script>@x.com', 'Enter an email address like name@example.com.'],
    ['Phone', '12-ab', 'Enter a phone number of 8 to 15 digits.'],
    ['Purpose of the booking', 'P'.repeat(501), 'Use at most 500 characters.'],
    ['Number of attendees', '0', 'Enter a whole number of 1 or more.'],
    ['Number of attendees', '2.5', 'Enter a whole number of 1 or more.'],
    ['Number of attendees', '21', 'This room fits at most 20 people.'],
  ])('%s: %s', async (label, value, message) => {
    const user = userEvent.setup();
    const { booking } = renderForms();
    const control = booking.getByLabelText(label);
    await enterAndLeave(user, control, value);
    expectRefused(control, message);
    expect(control).toHaveProperty('value', value);
  });

  it('on submit marks every bad field, asks for dates and keeps everything typed', async () => {
    const user = userEvent.setup();
    const { booking } = renderForms(EMPTY_DRAFT);
    await user.type(booking.getByLabelText('Full name'), 'Ana Tan');
    await user.type(booking.getByLabelText('Email'), 'ana@');
    await user.type(booking.getByLabelText('Number of attendees'), 'many');
    await user.click(booking.getByRole('button', { name: 'Book now' }));

    expect(
      booking.getByText('Choose a check-in and a check-out day in the calendar.'),
    ).toBeTruthy();
    expectRefused(booking.getByLabelText('Email'), 'Enter an email address');
    expectRefused(booking.getByLabelText('Phone'), 'This field is required.');
    expectRefused(booking.getByLabelText('Purpose of the booking'), 'This field is required.');
    expectRefused(booking.getByLabelText('Number of attendees'), 'Enter a whole number');
    expect(booking.getByLabelText('Full name').getAttribute('aria-invalid')).toBeNull();
    expect(booking.getByLabelText('Full name')).toHaveProperty('value', 'Ana Tan');
    expect(booking.getByLabelText('Email')).toHaveProperty('value', 'ana@');
    expect(booking.getByLabelText('Number of attendees')).toHaveProperty('value', 'many');
  });
});

describe('InquiryForm refuses bad input beside the field', () => {
  it.each([
    ['Your question', 'Free?', 'Write at least 10 characters.'],
    ['Your question', 'Q'.repeat(2001), 'Use at most 2,000 characters.'],
    ['Email', 'not an address', 'Enter an email address like name@example.com.'],
    ['Phone (optional)', 'call me', 'Enter a phone number of 8 to 15 digits.'],
  ])('%s: %s', async (label, value, message) => {
    const user = userEvent.setup();
    const { inquiry } = renderForms();
    const control = inquiry.getByLabelText(label);
    await enterAndLeave(user, control, value);
    expectRefused(control, message);
    expect(control).toHaveProperty('value', value);
  });
});
