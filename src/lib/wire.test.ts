import { describe, expect, it } from 'vitest';
import { readFlag, readImageUrl, readInstant, readNumber, readText } from './wire';

describe('wire readers', () => {
  it.each([
    ['1', true],
    ['0', false],
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['true', true],
    ['', false],
    [null, false],
    [undefined, false],
    ['NA', false],
  ])('readFlag(%j) is %s', (input, expected) => {
    expect(readFlag(input)).toBe(expected);
  });

  it.each([
    ['Hello', 'Hello'],
    ['  x ', 'x'],
    ['', undefined],
    ['NA', undefined],
    ['-', undefined],
    [null, undefined],
    ['null', undefined],
    [42, '42'],
  ])('readText(%j) is %j', (input, expected) => {
    expect(readText(input)).toBe(expected);
  });

  it.each([
    ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['https://cdn.example/images/NA', undefined],
    ['https://cdn.example/images/null', undefined],
    ['', undefined],
  ])('readImageUrl(%j) is %j', (input, expected) => {
    expect(readImageUrl(input)).toBe(expected);
  });

  it.each([
    ['12.50', 12.5],
    ['$1,200', 1200],
    [3, 3],
    ['', undefined],
    ['abc', undefined],
    [Number.NaN, undefined],
  ])('readNumber(%j) is %j', (input, expected) => {
    expect(readNumber(input)).toBe(expected);
  });

  it('reads instants', () => {
    expect(readInstant('2024-10-13T16:00:00.000Z')).toBe('2024-10-13T16:00:00.000Z');
    expect(readInstant('garbage')).toBeUndefined();
    expect(readInstant(5)).toBeUndefined();
  });
});
