import DOMPurify from 'dompurify';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeWithWindow } from './sanitize';

// The server's render runs the app without a DOM, where DOMPurify reports itself unsupported and
// would hand HTML back unchanged.
describe('sanitizeHtml where DOMPurify cannot run', () => {
  const supported = DOMPurify.isSupported;
  afterEach(() => {
    DOMPurify.isSupported = supported;
  });

  it('refuses instead of passing HTML through unsanitised', () => {
    DOMPurify.isSupported = false;
    expect(() => sanitizeHtml('<img src=x onerror=alert(1)>')).toThrow(/No DOM/);
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('sanitizeWithWindow', () => {
  it('sanitises with the DOM it is given (the server gives jsdom)', () => {
    sanitizeWithWindow(window);
    expect(sanitizeHtml('<p>Hi<img src="x" onerror="alert(1)"></p>')).toBe(
      '<p>Hi<img src="x"></p>',
    );
  });
});
