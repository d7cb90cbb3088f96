import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { FIRST_LOAD_CHINESE } from '../src/first-load-chinese';
import { provideFirstLoadChinese } from '../src/i18n';

// The browser loads the first page's Chinese on demand (src/main.tsx); components rendered here
// have it at once, as in the server's render.
provideFirstLoadChinese(FIRST_LOAD_CHINESE);

// jsdom implements no layout, so it has no scrollIntoView; components call it when following links.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
