import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_CHINESE } from '../../../first-load-chinese';
import { eventCategoryMessages } from '../components/event-card-messages';
import { eventCategoryName } from './event-category';

const chinese = FIRST_LOAD_CHINESE.eventCategories ?? {};

describe('eventCategoryName', () => {
  it.each([
    ['General', 'General', '综合'],
    ['Workshop', 'Workshop', '工作坊'],
    ['Festive', 'Festive', '节庆'],
    ['Family', 'Family', '亲子'],
    ['Exhibition', 'Exhibition', '展览'],
    ['Convention', 'Convention', '会展'],
    [' general ', 'General', '综合'],
  ])('names %j %s, in Chinese %s', (category, english, inChinese) => {
    expect(eventCategoryName(category, eventCategoryMessages.en)).toBe(english);
    expect(eventCategoryName(category, chinese)).toBe(inChinese);
  });

  it.each(['Durian Fair', 'toString', 'constructor', ''])('does not name %j', (category) => {
    expect(eventCategoryName(category, eventCategoryMessages.en)).toBeUndefined();
  });
});
