import { describe, expect, it } from 'vitest';
import { plainTextParagraphs } from './plain-text';

describe('plainTextParagraphs', () => {
  it.each([
    ['one line', 'Open daily.', [['Open daily.']]],
    ['a single line break is a new line', 'Line one\nLine two', [['Line one', 'Line two']]],
    ['a blank line starts a paragraph', 'First.\n\nSecond.', [['First.'], ['Second.']]],
    [
      'both, as an editor types them',
      'Hours:\nMon-Fri 10am-10pm\nSat-Sun 9am-11pm\n\nWalk-ins welcome.',
      [['Hours:', 'Mon-Fri 10am-10pm', 'Sat-Sun 9am-11pm'], ['Walk-ins welcome.']],
    ],
    ['Windows line ends', 'A\r\nB\r\n\r\nC', [['A', 'B'], ['C']]],
    ['old Mac line ends', 'A\rB\r\rC', [['A', 'B'], ['C']]],
    ['blank lines holding spaces or tabs', 'A\n  \t\nB', [['A'], ['B']]],
    ['several blank lines make one break', 'A\n\n\n\nB', [['A'], ['B']]],
    ['blank lines at either end add nothing', '\n\n  A\n\n', [['A']]],
    ['lines keep their inner spaces, trimmed at the ends', '  a  b  \n c', [['a  b', 'c']]],
    ['empty text', '', []],
    ['only white space', ' \n \r\n ', []],
    ['no text at all', undefined, []],
  ])('%s', (_name, text, expected) => {
    expect(plainTextParagraphs(text)).toEqual(expected);
  });
});
