import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plain-click';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it.each([
    ['the main button', click, true],
    ['the middle button', { ...click, button: 1 }, false],
    ['with Cmd', { ...click, metaKey: true }, false],
    ['with Ctrl', { ...click, ctrlKey: true }, false],
    ['with Shift', { ...click, shiftKey: true }, false],
    ['with Alt', { ...click, altKey: true }, false],
  ])('%s: %s', (_, event, expected) => {
    expect(isPlainClick(event)).toBe(expected);
  });
});
