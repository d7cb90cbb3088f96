import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PlainText } from './plain-text';

const ABOUT = 'Hours:\nMon-Fri 10am-10pm\nSat-Sun 9am-11pm\n\nWalk-ins <b>welcome</b>.';

describe('PlainText', () => {
  it('shows single line breaks as line breaks and blank lines as paragraphs', () => {
    const { container } = render(<PlainText text={ABOUT} className="about" lang="en" />);
    const paragraphs = [...container.querySelectorAll('p')];
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.querySelectorAll('br')).toHaveLength(2);
    // innerText is not in jsdom: the lines are the text nodes between the breaks.
    expect([...(paragraphs[0]?.childNodes ?? [])].map((node) => node.textContent)).toEqual([
      'Hours:',
      '',
      'Mon-Fri 10am-10pm',
      '',
      'Sat-Sun 9am-11pm',
    ]);
    for (const paragraph of paragraphs) {
      expect(paragraph.className).toBe('plain-text about');
      expect(paragraph.lang).toBe('en');
    }
  });

  it('keeps markup in the text as text', () => {
    const { container } = render(<PlainText text={ABOUT} />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('Walk-ins <b>welcome</b>.');
  });

  it('draws the same on the server, and nothing for empty text', () => {
    expect(renderToString(<PlainText text={'A\nB\n\nC'} />)).toBe(
      '<p class="plain-text">A<br/>B</p><p class="plain-text">C</p>',
    );
    expect(renderToString(<PlainText text={'  \n '} />)).toBe('');
  });
});
