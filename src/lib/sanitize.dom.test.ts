import DOMPurify from 'dompurify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SANITIZED_KEPT_CHARACTERS, sanitizeHtml } from './sanitize';
import { XSS_PAYLOADS as PAYLOADS } from '../../tests/support/xss-payloads';

describe('sanitizeHtml', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    const out = sanitizeHtml(payload).toLowerCase();
    expect(out).not.toMatch(/<script/);
    expect(out).not.toMatch(/\son[a-z]+\s*=/);
    expect(out).not.toMatch(/javascript:/);
    expect(out).not.toMatch(/<iframe|<object|<embed|<form|<base|<meta/);
    expect(out).not.toMatch(/href="data:/);
  });

  it('keeps ordinary rich text', () => {
    const html =
      '<p>Hello <strong>there</strong> <a href="https://example.sg/x" target="_blank">link</a></p><ul><li>One</li></ul>';
    const out = sanitizeHtml(html);
    expect(out).toContain('<strong>there</strong>');
    expect(out).toContain('<li>One</li>');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('returns an empty string for missing input', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml(null)).toBe('');
  });
});

describe('sanitizeHtml, for a text it has seen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives the same safe HTML again without sanitising it again', () => {
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    const html = '<p onclick="alert(1)">Seen <b>before</b></p>';
    const first = sanitizeHtml(html);
    expect(sanitizeHtml(html)).toBe(first);
    expect(first).toBe('<p>Seen <b>before</b></p>');
    expect(sanitize).toHaveBeenCalledTimes(1);
  });

  it('keeps what fits in SANITIZED_KEPT_CHARACTERS, forgetting the one used longest ago', () => {
    // Two of these fit, three do not.
    const text = (letter: string) => `<p>${letter.repeat(SANITIZED_KEPT_CHARACTERS / 5)}</p>`;
    const [a, b, c] = [text('a'), text('b'), text('c')];
    sanitizeHtml(a);
    sanitizeHtml(b);
    sanitizeHtml(a); // a is now the one used last
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    sanitizeHtml(c); // b goes
    sanitizeHtml(a);
    expect(sanitize).toHaveBeenCalledTimes(1);
    sanitizeHtml(b);
    expect(sanitize).toHaveBeenCalledTimes(2);
  });

  it('does not keep a text larger than it may keep', () => {
    const huge = `<p>${'x'.repeat(SANITIZED_KEPT_CHARACTERS)}</p>`;
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    sanitizeHtml(huge);
    sanitizeHtml(huge);
    expect(sanitize).toHaveBeenCalledTimes(2);
  });
});
