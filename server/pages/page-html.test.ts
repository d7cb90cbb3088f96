import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './page-html.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('allows each inline script by its hash, once, and not loaded scripts', () => {
    const html = [
      '<script type="module" src="/assets/index.js"></script>',
      '<script data-tsr-stream-part="">$_TSR.router=1</script>',
      '<script>document.currentScript.remove()</script>',
      '<script>document.currentScript.remove()</script>',
      '<script></script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha256('$_TSR.router=1'),
      sha256('document.currentScript.remove()'),
    ]);
  });
});
