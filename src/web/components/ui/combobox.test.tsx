import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { comboboxInputProps, useActiveOption } from './combobox.ts';

const key = (name: string) => {
  const event = { key: name, preventDefault: vi.fn() };
  return event as unknown as KeyboardEvent<HTMLInputElement> & typeof event;
};

describe('the combobox highlight', () => {
  it('starts on no option; the arrows open on the first or the last, then go round the list', () => {
    const { result, rerender } = renderHook(({ shown }) => useActiveOption(3, shown), {
      initialProps: { shown: false },
    });
    expect(result.current.activeIndex).toBe(-1);
    act(() => void result.current.arrows(key('ArrowUp')));
    expect(result.current.activeIndex).toBe(2);
    act(() => void result.current.arrows(key('ArrowDown')));
    expect(result.current.activeIndex).toBe(0);
    rerender({ shown: true });
    act(() => void result.current.arrows(key('ArrowUp')));
    expect(result.current.activeIndex).toBe(2);
    act(() => void result.current.arrows(key('ArrowDown')));
    expect(result.current.activeIndex).toBe(0);
  });

  it('leaves every other key to the box, and names the highlighted option only while shown', () => {
    const { result } = renderHook(() => useActiveOption(3, true));
    const enter = key('Enter');
    expect(result.current.arrows(enter)).toBe(false);
    expect(enter.preventDefault).not.toHaveBeenCalled();
    expect(comboboxInputProps('list', true, 1)['aria-activedescendant']).toBe('list-1');
    expect(comboboxInputProps('list', false, 1)['aria-activedescendant']).toBeUndefined();
  });
});
