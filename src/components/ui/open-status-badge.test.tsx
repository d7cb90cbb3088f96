import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setLanguage } from '../../lib/language';
import { COMPLEX_OPENING_HOURS, type OpenStatus } from '../../shared/opening-hours';
import { OpenStatusBadge, openStatusMessages, openStatusText } from './open-status-badge';

describe('openStatusText', () => {
  it.each<[OpenStatus, string, string]>([
    [{ state: 'open', closesAt: '22:00', minutesUntilClose: 200 }, 'Open now', '营业中'],
    [{ state: 'open', closesAt: null, minutesUntilClose: null }, 'Open 24 hours', '24小时营业'],
    [
      { state: 'closing-soon', closesAt: '22:00', minutesUntilClose: 20 },
      'Closes in 20 min',
      '20 分钟后打烊',
    ],
    [
      {
        state: 'closed',
        closedToday: false,
        nextOpening: { dayOfWeek: 1, opensAt: '11:00', daysAhead: 0 },
      },
      'Opens at 11:00',
      '11:00 开始营业',
    ],
    [
      {
        state: 'closed',
        closedToday: false,
        nextOpening: { dayOfWeek: 2, opensAt: '10:00', daysAhead: 1 },
      },
      'Opens tomorrow at 10:00',
      '明天 10:00 开始营业',
    ],
    [
      {
        state: 'closed',
        closedToday: true,
        nextOpening: { dayOfWeek: 1, opensAt: '10:00', daysAhead: 2 },
      },
      'Closed today · Opens Mon at 10:00',
      '今日休息 · 周一 10:00 开始营业',
    ],
    [{ state: 'closed', closedToday: true, nextOpening: null }, 'Closed', '已打烊'],
  ])('%j', (status, en, ch) => {
    expect(openStatusText(status, openStatusMessages.en)).toBe(en);
    expect(openStatusText(status, openStatusMessages.ch)).toBe(ch);
  });
});

describe('OpenStatusBadge', () => {
  afterEach(() => {
    vi.useRealTimers();
    act(() => setLanguage('en'));
  });

  it('re-evaluates each minute', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T20:58:30+08:00'));
    render(<OpenStatusBadge hours={COMPLEX_OPENING_HOURS} />);
    expect(screen.getByText('Open now')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(91_000); // just past 21:00 in Singapore
    });
    expect(screen.getByText('Closes in 60 min')).toBeTruthy();
    act(() => setLanguage('ch'));
    expect(screen.getByText('60 分钟后打烊')).toBeTruthy();
  });
});
