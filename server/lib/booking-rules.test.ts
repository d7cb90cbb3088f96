import { describe, expect, it } from 'vitest';
import { roomRuleErrors, stayDateErrors, type StayRoom } from './booking-rules.ts';

const TODAY = '2026-11-20'; // a Friday
const room: StayRoom = {
  capacity: 10,
  minNights: 2,
  maxNights: 5,
  disabledDaysOfWeek: ['Sunday', 'Monday'],
};

describe('stayDateErrors', () => {
  it.each([
    ['2026-11-20', '2026-11-21', []],
    ['2026-11-19', '2026-11-21', ['checkIn must not be in the past']],
    ['2026-11-21', '2026-11-21', ['checkOut must be after checkIn']],
    ['2026-11-31', '2026-12-02', ['checkIn must be a date as YYYY-MM-DD']],
    ['2028-11-19', '2028-11-20', []],
    ['2028-11-20', '2028-11-21', ['checkIn must be within 730 days from today']],
    ['2026-11-20', '2027-02-18', []],
    ['2026-11-20', '2027-02-19', ['checkOut must be at most 90 nights after checkIn']],
    ['2026-12-08', '9999-12-31', ['checkOut must be at most 90 nights after checkIn']],
  ])('%s to %s', (checkIn, checkOut, messages) => {
    expect(stayDateErrors(checkIn, checkOut, TODAY).map((e) => e.message)).toEqual(messages);
  });
});

describe('roomRuleErrors', () => {
  it.each([
    ['a valid stay', '2026-11-25', '2026-11-27', 4, []],
    [
      'one night under the minimum',
      '2026-11-25',
      '2026-11-26',
      4,
      ['A stay in this room must be 2 to 5 nights'],
    ],
    [
      'one night over the maximum',
      '2026-11-25',
      '2026-12-01',
      4,
      ['A stay in this room must be 2 to 5 nights', 'A stay cannot run across a Sunday'],
    ],
    [
      'a check-in on a disabled day',
      '2026-11-22',
      '2026-11-24',
      4,
      ['checkIn cannot be on a Sunday in this room', 'A stay cannot run across a Monday'],
    ],
    [
      'a check-out on a disabled day',
      '2026-11-27',
      '2026-11-29',
      4,
      ['checkOut cannot be on a Sunday in this room'],
    ],
    [
      'a stay across disabled days',
      '2026-11-21',
      '2026-11-25',
      4,
      ['A stay cannot run across a Sunday'],
    ],
    [
      'a stay across one disabled day, from the day after the other',
      '2026-11-23',
      '2026-11-25',
      4,
      ['checkIn cannot be on a Monday in this room'],
    ],
    ['a stay that ends on the eve of a disabled day', '2026-11-25', '2026-11-28', 4, []],
    [
      'a stay that runs across a disabled day a week on',
      '2026-11-24',
      '2026-11-29',
      4,
      ['checkOut cannot be on a Sunday in this room'],
    ],
    [
      'too many attendees',
      '2026-11-25',
      '2026-11-27',
      11,
      ['attendees must be at most 10 in this room'],
    ],
  ])('%s', (_label, checkIn, checkOut, attendees, messages) => {
    expect(roomRuleErrors(room, checkIn, checkOut, attendees).map((e) => e.message)).toEqual(
      messages,
    );
  });

  it('words a fixed length', () => {
    expect(
      roomRuleErrors(
        { ...room, minNights: 1, maxNights: 1, disabledDaysOfWeek: [] },
        '2026-11-25',
        '2026-11-27',
      )[0]?.message,
    ).toBe('A stay in this room must be 1 night');
  });
});
