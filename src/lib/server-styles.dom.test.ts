import { describe, expect, it } from 'vitest';
import { restoreServerStyles } from './server-styles';

describe('restoreServerStyles', () => {
  it('puts the styles a server render moved aside back through the CSSOM', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<span data-ssr-style="width:100%;height:4.5em"></span><b data-ssr-style="height:0"></b><i></i>';
    restoreServerStyles(root);
    const [span, bold, plain] = [...root.children] as HTMLElement[];
    expect(span?.style.width).toBe('100%');
    expect(span?.style.height).toBe('4.5em');
    expect(bold?.style.height).toBe('0px');
    expect(root.querySelector('[data-ssr-style]')).toBeNull();
    expect(plain?.hasAttribute('style')).toBe(false);
  });
});
