import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './accordion';

const items = [
  { id: 'a', title: 'Where can I park?', content: <p>Basement carparks.</p> },
  { id: 'b', title: 'When is the mall open?', content: <p>Daily 10am to 10pm.</p> },
];

describe('Accordion', () => {
  it('toggles answers with buttons that say whether they are expanded', async () => {
    render(<Accordion items={items} />);
    const button = screen.getByRole('button', { name: 'Where can I park?' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'Where can I park?' });
    expect(button.getAttribute('aria-controls')).toBe(region.id);
    expect(region.textContent).toBe('Basement carparks.');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens everything when forced', () => {
    render(<Accordion items={items} forceOpen />);
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });

  it('puts each question in a heading', () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
