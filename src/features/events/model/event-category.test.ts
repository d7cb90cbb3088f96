import { describe, expect, it } from 'vitest';
import { eventCardMessages } from '../components/event-card-messages';
import { eventCategoryMessageKey } from './event-category';

describe('eventCategoryMessageKey', () => {
  it.each([
    ['General', 'General', '综合'],
    ['Workshop', 'Workshop', '工作坊'],
    ['Festive', 'Festive', '节庆'],
    ['Family', 'Family', '亲子'],
    ['Exhibition', 'Exhibition', '展览'],
    ['Convention', 'Convention', '会展'],
    [' general ', 'General', '综合'],
  ])('names %j as %s, in Chinese %s', (category, english, chinese) => {
    const key = eventCategoryMessageKey(category);
    expect(key && eventCardMessages.en[key]).toBe(english);
    expect(key && eventCardMessages.ch[key]).toBe(chinese);
  });

  it.each(['Durian Fair', 'toString', ''])('knows no category %j', (category) => {
    expect(eventCategoryMessageKey(category)).toBeUndefined();
  });
});
