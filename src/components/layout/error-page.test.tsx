import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ApiError } from '../../lib/api-error';
import { setLanguage } from '../../lib/language';
import { ErrorPage, ErrorPageBoundary, RouteErrorPage } from './error-page';
import { renderWithRouter } from '../../../tests/support/layout/test-router';

describe('ErrorPage', () => {
  it('shows the status and the message, defaulting to 500 and "Error"', async () => {
    renderWithRouter(() => <ErrorPage status={500} />);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('500Error');
    expect(screen.queryByRole('link', { name: 'Back to the home page' })).toBeNull();
    expect(document.title).toBe('Error 500 | Suntec City');
  });

  it('links back to the home page on a 404', async () => {
    renderWithRouter(() => <ErrorPage status={404} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      '404This page could not be found',
    );
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it("maps an API 404 to a 404 with the server's message", async () => {
    renderWithRouter(() => (
      <RouteErrorPage
        error={
          new ApiError(
            'No event with EventID 999',
            'http',
            404,
            undefined,
            'No event with EventID 999',
          )
        }
        reset={() => undefined}
        info={{ componentStack: '' }}
      />
    ));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      '404This page could not be found',
    );
    expect(screen.getByText('No event with EventID 999')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeTruthy();
  });

  it('offers to try again on other errors, their message as a detail', async () => {
    renderWithRouter(() => (
      <RouteErrorPage
        error={new Error('Unknown middleware')}
        reset={() => undefined}
        info={{ componentStack: '' }}
      />
    ));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('500Error');
    expect(screen.getByText('Unknown middleware').parentElement?.textContent).toBe(
      'Details: Unknown middleware',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("says it in Chinese first, the server's English words after, marked as English", async () => {
    act(() => setLanguage('ch'));
    try {
      renderWithRouter(() => (
        <RouteErrorPage
          error={new ApiError('FAQ service down', 'business', 200, 0, 'FAQ service down')}
          reset={() => undefined}
          info={{ componentStack: '' }}
        />
      ));
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('500错误');
      const words = screen.getByText('FAQ service down');
      expect(words.getAttribute('lang')).toBe('en');
      expect(words.parentElement?.textContent).toBe('详情：FAQ service down');
      expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it("shows none of the client's own English for a failed call", async () => {
    renderWithRouter(() => (
      <RouteErrorPage
        error={new ApiError('Request failed with status 503', 'http', 503)}
        reset={() => undefined}
        info={{ componentStack: '' }}
      />
    ));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('503Error');
    expect(screen.queryByText(/Request failed/)).toBeNull();
  });
});

describe('ErrorPageBoundary', () => {
  it('shows its own message with a plain link home when the error page itself fails', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('the error page broke');
    }
    render(
      <ErrorPageBoundary>
        <Broken />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'An error occurred while showing the error page',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    quiet.mockRestore();
  });
});
