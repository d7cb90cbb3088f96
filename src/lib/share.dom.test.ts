import { describe, expect, it, vi } from 'vitest';
import { shareOrCopy, type ShareCapableNavigator } from './share';

const DATA = { title: 'Promo', url: 'https://example.test/promotions/1' };

function abortError(): Error {
  const error = new Error('cancelled');
  error.name = 'AbortError';
  return error;
}

describe('shareOrCopy', () => {
  it('uses the share sheet when there is one', async () => {
    const nav: ShareCapableNavigator = {
      share: vi.fn().mockResolvedValue(undefined),
      clipboard: { writeText: vi.fn() },
    };
    await expect(shareOrCopy(DATA, nav)).resolves.toBe('shared');
    expect(nav.clipboard?.writeText).not.toHaveBeenCalled();
  });

  it('treats a closed sheet as dismissed, not as a failure', async () => {
    const nav: ShareCapableNavigator = {
      share: vi.fn().mockRejectedValue(abortError()),
      clipboard: { writeText: vi.fn() },
    };
    await expect(shareOrCopy(DATA, nav)).resolves.toBe('dismissed');
    expect(nav.clipboard?.writeText).not.toHaveBeenCalled();
  });

  it.each([
    ['no share API', {}],
    ['canShare says no', { share: vi.fn(), canShare: () => false }],
    ['share fails', { share: vi.fn().mockRejectedValue(new Error('NotAllowed')) }],
  ])('copies the link when %s', async (_name, partial) => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    await expect(shareOrCopy(DATA, { ...partial, clipboard: { writeText } })).resolves.toBe(
      'copied',
    );
    expect(writeText).toHaveBeenCalledWith(DATA.url);
  });

  it('falls back to a selection copy, and reports failure when that fails too', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    const execCommand = vi.fn().mockReturnValue(false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await expect(shareOrCopy(DATA, { clipboard: { writeText } })).resolves.toBe('failed');
    expect(execCommand).toHaveBeenCalledWith('copy');
    execCommand.mockReturnValue(true);
    await expect(shareOrCopy(DATA, {})).resolves.toBe('copied');
  });
});
