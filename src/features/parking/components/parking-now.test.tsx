import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../tests/support/layout/test-router';
import type { Parking } from '../model/parking';
import { readingStatus } from '../model/reading-status';
import { DayChart } from './day-chart';
import { ParkingNow } from './parking-now';

const readAt = '2026-11-20T04:00:00.000Z';
const at = Date.parse(readAt);
const MINUTE = 60_000;

const parking = (carLots: number | null = 312, reading = true): Parking => ({
  simulated: false,
  reading: reading
    ? {
        readAt,
        name: 'Suntec City',
        carLots,
        motorcycleLots: carLots === null ? null : 45,
        trend: 'filling',
        nearby: [],
      }
    : null,
  day: {
    date: '2026-11-20',
    today: [...Array<number>(13).fill(500), ...Array<null>(11).fill(null)],
    typical: Array<number>(24).fill(600),
    typicalFrom: 'model',
    typicalDays: 0,
  },
});

function show(given: Parking, now: number, connected = true) {
  const status = readingStatus(given.reading, now, connected);
  return renderWithRouter(() => <ParkingNow parking={given} status={status} pending={false} />);
}

describe('ParkingNow', () => {
  it('says a count of two minutes ago is live, with its units, age and trend', async () => {
    const { container } = show(parking(), at + 2 * MINUTE);
    await screen.findByText('Live');
    expect(container.textContent).toContain('Updated 2 minutes ago');
    expect(container.textContent).toContain('Filling up');
    expect(container.textContent).toContain('312 car lots free');
    expect(container.textContent).toContain('45 motorcycle lots free');
  });

  it('never calls a count of six minutes ago live: the last known, its age said first', async () => {
    const { container } = show(parking(), at + 6 * MINUTE);
    const said = await screen.findByText('Last known count, from 6 min ago');
    expect(screen.queryByText('Live')).toBeNull();
    expect(screen.queryByText('Filling up')).toBeNull();
    const text = container.textContent ?? '';
    expect(text.indexOf(said.textContent ?? '')).toBeLessThan(text.indexOf('312'));
  });

  it('says so when the device is offline, however new the count', async () => {
    show(parking(), at + MINUTE, false);
    await screen.findByText('You are offline. Last known count, from 1 min ago');
    expect(screen.queryByText('Live')).toBeNull();
  });

  it('without a count, says so plainly and links to the rates and privileges', async () => {
    show(parking(null, false), at);
    await screen.findByText('We have no count of free lots at the moment.');
    expect(screen.getByRole('link', { name: 'Carpark rates and privileges' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/parking#rates-and-privileges$/),
    );
  });

  it('without the complex in the feed, names it', async () => {
    show(parking(null), at);
    await screen.findByText('The feed has no count for Suntec City at the moment.');
  });
});

describe('DayChart', () => {
  it('gives screen readers the hours as a table, the drawing hidden from them', async () => {
    const { container } = renderWithRouter(() => <DayChart day={parking().day} />);
    const table = await screen.findByRole('table', {
      name: 'Free car lots by hour: today and a typical Friday',
    });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(24);
    expect(screen.getByRole('row', { name: '12:00 500 600' })).toBeTruthy();
    expect(screen.getByRole('row', { name: '13:00 – 600' })).toBeTruthy();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Today so far and a typical Friday' })).toBeTruthy();
  });
});
