import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionDraft } from './use-session-draft';

const empty = { name: '', email: '' };

afterEach(() => sessionStorage.clear());

describe('useSessionDraft', () => {
  it('saves what is typed and reads it back after a reload', () => {
    const first = renderHook(() => useSessionDraft('draft:test', empty));
    act(() => first.result.current.update({ name: 'Ana' }));
    first.unmount();

    const second = renderHook(() => useSessionDraft('draft:test', empty));
    expect(second.result.current.draft).toEqual({ name: 'Ana', email: '' });
  });

  it('ignores unknown keys and values that are not text', () => {
    sessionStorage.setItem('draft:test', JSON.stringify({ name: 42, email: 'a@b.co', extra: 'x' }));
    const { result } = renderHook(() => useSessionDraft('draft:test', empty));
    expect(result.current.draft).toEqual({ name: '', email: 'a@b.co' });
  });

  it('starts empty from a broken entry', () => {
    sessionStorage.setItem('draft:test', '{not json');
    const { result } = renderHook(() => useSessionDraft('draft:test', empty));
    expect(result.current.draft).toEqual(empty);
  });

  it('clears to empty, keeping what the caller asks for', () => {
    const { result } = renderHook(() => useSessionDraft('draft:test', empty));
    act(() => result.current.update({ name: 'Ana', email: 'a@b.co' }));
    act(() => result.current.clear({ email: 'a@b.co' }));
    expect(result.current.draft).toEqual({ name: '', email: 'a@b.co' });
    expect(JSON.parse(sessionStorage.getItem('draft:test') ?? '{}')).toEqual({
      name: '',
      email: 'a@b.co',
    });
  });
});
