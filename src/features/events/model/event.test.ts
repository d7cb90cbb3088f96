import { describe, expect, it } from 'vitest';
import { toEventCardFields, type MallEvent } from './event';

const event: MallEvent = {
  id: '1',
  type: 'Mall Event',
  category: 'Festive',
  title: 'Lantern Walk',
  titleZh: '灯笼漫步',
  cost: 'Free',
  imageUrl: '/media/events/E1.svg',
  startDate: '2026-11-08T11:00:00.000Z',
  endDate: '2027-01-06T13:00:00.000Z',
  location: 'Fountain of Wealth, Level B1',
  shortDescription: 'Short',
  description: 'Long',
  detailHtml: '<p>Long</p>',
  termsHtml: '<ul><li>Terms</li></ul>',
  isFeatured: true,
  sortOrder: 1,
};

describe('toEventCardFields', () => {
  it('keeps what the card draws and drops the descriptions and terms', () => {
    expect(toEventCardFields(event)).toEqual({
      id: '1',
      type: 'Mall Event',
      category: 'Festive',
      title: 'Lantern Walk',
      titleZh: '灯笼漫步',
      cost: 'Free',
      imageUrl: '/media/events/E1.svg',
      startDate: '2026-11-08T11:00:00.000Z',
      endDate: '2027-01-06T13:00:00.000Z',
      location: 'Fountain of Wealth, Level B1',
      isFeatured: true,
      sortOrder: 1,
    });
  });
});
