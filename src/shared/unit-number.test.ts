import { describe, expect, it } from 'vitest';
import { looksLikeUnitNumber, matchesUnitNumber, parseUnitNumber } from './unit-number';

describe('parseUnitNumber', () => {
  it.each([
    ['#02-608', { level: '02', unit: '608' }],
    ['#B1-012', { level: 'B1', unit: '012' }],
    ['#b1-012', { level: 'B1', unit: '012' }],
    ['02-608', { level: '02', unit: '608' }],
    ['#2-608', { level: '02', unit: '608' }],
    ['# 01 - 301/302', { level: '01', unit: '301/302' }],
    ['#03', { level: '03', unit: '' }],
    ['', undefined],
    ['Tower 1', undefined],
    [undefined, undefined],
  ])('%j gives %j', (input, expected) => {
    expect(parseUnitNumber(input)).toEqual(expected);
  });
});

describe('matchesUnitNumber', () => {
  it.each([
    ['#02-608', '02-608', true],
    ['#02-608', '#02-608', true],
    ['#02-608', '2-608', true],
    ['#02-608', '02-6', true],
    ['#02-608', '02-', true],
    ['#02-608', '02608', true],
    ['#02-608', '608', true],
    ['#02-608', '#02', true],
    ['#02-608', '#0260', true],
    ['#02-608', '03-608', false],
    ['#02-608', '02-609', false],
    ['#02-301', '01', false], // a bare level-like number is a name search, not a unit
    ['#02-301', '#01', false],
    ['#01-301', '301', true],
    ['#B1-012', 'b1-012', true],
    ['#B1-012', '#B1', true],
    ['#B1-012', '012', true],
    ['#B1-012', '01-012', false],
    ['', '02-608', false],
    ['#02-608', '', false],
    ['#02-608', 'sushi', false],
  ])('%j found by %j: %s', (unit, query, expected) => {
    expect(matchesUnitNumber(unit, query)).toBe(expected);
  });
});

describe('looksLikeUnitNumber', () => {
  it.each([
    ['02-608', true],
    ['#02', true],
    ['b1-012', true],
    ['608', true],
    ['7-Eleven', false],
    ['Sushi', false],
    ['12', false],
  ])('%j: %s', (query, expected) => {
    expect(looksLikeUnitNumber(query)).toBe(expected);
  });
});
