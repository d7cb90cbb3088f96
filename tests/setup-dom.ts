import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import './setup-i18n';

// jsdom implements no layout, so it has no scrollIntoView; components call it when following links.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
