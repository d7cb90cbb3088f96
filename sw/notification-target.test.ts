import { describe, expect, it } from 'vitest';
import { windowShowing } from './notification-target';

const site = 'https://www.complex.example';
const windows = [
  { id: 'home', url: `${site}/` },
  { id: 'sale', url: `${site}/flash_sale/12#terms` },
  { id: 'promotions', url: `${site}/promotions?filter=members_day` },
];

describe('windowShowing', () => {
  it.each([
    [`${site}/flash_sale/12`, 'sale'],
    [`${site}/flash_sale/12/`, 'sale'],
    [`${site}/promotions?filter=members_day`, 'promotions'],
    [`${site}/promotions`, undefined],
    [`${site}/flash_sale/13`, undefined],
    ['https://elsewhere.example/flash_sale/12', undefined],
    [`${site}/`, 'home'],
  ])('%s is shown by %s', (url, expected) => {
    expect(windowShowing(windows, url)?.id).toBe(expected);
  });
});
