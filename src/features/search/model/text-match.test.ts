import { describe, expect, it } from 'vitest';
import { foldText, textMatches, withinOneEdit } from './text-match';

describe('withinOneEdit', () => {
  it.each([
    ['cascade', 'cascade', true],
    ['cascade', 'cascada', true], // a letter wrong
    ['cascade', 'cascde', true], // a letter missing
    ['cascade', 'casccade', true], // a letter extra
    ['cascade', 'csacade', true], // two neighbours swapped
    ['cascade', 'cscda', false],
    ['cascade', 'casacda', false],
    ['cascade', 'kaskade', false],
  ])('%s / %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});

describe('textMatches', () => {
  it.each([
    // Substrings, in any case, with or without accents, in English or Chinese.
    ['cascade', 'Cascade Noodle House', true],
    ['NOODLE', 'Cascade Noodle House', true],
    ['cafe', 'Arc Café', true],
    ['café', 'Arc Cafe', true],
    ['面馆', '瀑布面馆', true],
    ['瀑布', '瀑布面馆', true],
    ['面条', '瀑布面馆', false],
    // Words in another order, and the start of a word.
    ['house cascade', 'Cascade Noodle House', true],
    ['casc', 'Cascade Noodle House', true],
    // One typo in a word of five letters or more.
    ['cascde', 'Cascade Noodle House', true],
    ['csacade', 'Cascade Noodle House', true],
    ['noodel', 'Cascade Noodle House', true],
    ['cascadee', 'Cascade Noodle House', true],
    ['casacde noodle', 'Cascade Noodle House', true],
    // Not two typos, and no typo in a short word.
    ['cscade', 'Cascade Noodle House', true], // one letter missing
    ['cscde', 'Cascade Noodle House', false],
    ['hoose', 'Cascade Noodle House', true],
    ['hoos', 'Cascade Noodle House', false],
    ['arx', 'Arc Café', false],
    ['every word must match', 'Cascade Noodle House', false],
    ['', 'Cascade Noodle House', false],
    ['cascade', undefined, false],
  ])('%j in %j: %s', (query, text, expected) => {
    expect(textMatches(query, text)).toBe(expected);
  });
});

describe('foldText', () => {
  it('drops accents and case, and folds full-width letters', () => {
    expect(foldText('  Crème Brûlée ')).toBe('creme brulee');
    expect(foldText('ＡＢＣ')).toBe('abc');
  });
});
