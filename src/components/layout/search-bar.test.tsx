import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBar, type SearchBarProps } from './search-bar';
import { queryFromSearch } from './site-header';

function renderBar(props: Partial<SearchBarProps> = {}) {
  const onSearch = vi.fn();
  const onClose = vi.fn();
  const all: SearchBarProps = { open: true, initialQuery: '', onSearch, onClose, ...props };
  const result = render(<SearchBar {...all} />);
  return { ...result, onSearch, onClose, props: all };
}

describe('SearchBar', () => {
  it('is a labelled search form whose field takes focus once drawn open', async () => {
    renderBar();
    const form = screen.getByRole('search', {
      name: 'Search stores, promotions, events and pages',
    });
    expect(form).toBeTruthy();
    const input = screen.getByRole('searchbox', {
      name: 'Search stores, promotions, events and pages',
    });
    // A page that opens with the bar focuses it once it has painted, not in hydration's effects.
    expect(document.activeElement).not.toBe(input);
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('focuses the field at once when opened later (a tap, which a phone needs for its keyboard)', () => {
    const { rerender, props } = renderBar({ open: false });
    rerender(<SearchBar {...props} open />);
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
  });

  it('is hidden when closed', () => {
    renderBar({ open: false });
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('draws only its hidden place until first opened, then keeps what was typed', async () => {
    const user = userEvent.setup();
    const { container, rerender, props } = renderBar({ open: false });
    const place = container.querySelector('#site-search');
    expect(place?.hasAttribute('hidden')).toBe(true);
    expect(place?.children).toHaveLength(0);
    rerender(<SearchBar {...props} open />);
    await user.type(screen.getByRole('searchbox'), 'laksa');
    rerender(<SearchBar {...props} open={false} />);
    expect(container.querySelector('#site-search')?.hasAttribute('hidden')).toBe(true);
    rerender(<SearchBar {...props} open />);
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('laksa');
  });

  it('submits the trimmed query', async () => {
    const user = userEvent.setup();
    const { onSearch } = renderBar();
    await user.type(screen.getByRole('searchbox'), '  laksa  {Enter}');
    expect(onSearch).toHaveBeenCalledWith('laksa');
  });

  it.each(['', '   '])('does not submit %j and shows a hint instead', async (typed) => {
    const user = userEvent.setup();
    const { onSearch } = renderBar();
    const input = screen.getByRole('searchbox');
    if (typed) await user.type(input, typed);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(
      'Type a word or a store name to search for.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
    await user.type(input, 'x');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('closes with its close button and with Escape', async () => {
    const user = userEvent.setup();
    const { onClose } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    screen.getByRole('searchbox').focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows the current query and follows a new one', () => {
    const { rerender, props } = renderBar({ initialQuery: 'coffee' });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('coffee');
    rerender(<SearchBar {...props} initialQuery="tea" />);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('tea');
  });
});

describe('queryFromSearch', () => {
  it.each([
    ['?q=coffee', 'coffee'],
    ['?q=123', '123'],
    ['?q=%E5%92%96%E5%95%A1', '咖啡'],
    ['?q=fish+%26+chips', 'fish & chips'],
    ['', ''],
    ['?other=1', ''],
  ])('%s -> %j', (searchStr, expected) => {
    expect(queryFromSearch(searchStr)).toBe(expected);
  });
});
