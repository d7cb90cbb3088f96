import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';
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
