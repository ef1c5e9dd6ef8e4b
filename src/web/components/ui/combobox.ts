import { useState, type KeyboardEvent } from 'react';

/**
 * The ARIA combobox pattern that the payer picker and the diagnosis search share: a text box
 * that owns a listbox, the highlighted option named by `aria-activedescendant`.
 */
export function comboboxInputProps(listId: string, shown: boolean, activeIndex: number) {
  return {
    type: 'text',
    role: 'combobox',
    autoComplete: 'off',
    spellCheck: false,
    'aria-expanded': shown,
    'aria-controls': listId,
    'aria-autocomplete': 'list',
    'aria-activedescendant': shown && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined,
  } as const;
}

/**
 * One option of the list. Its place picks it on mousedown, not click (with preventDefault):
 * the text box keeps focus, where a blur would close the list first.
 */
export function comboboxOptionProps(listId: string, index: number, activeIndex: number) {
  return {
    id: `${listId}-${index}`,
    role: 'option',
    'aria-selected': index === activeIndex,
    className: index === activeIndex ? 'is-active' : undefined,
  } as const;
}

/**
 * The highlighted option of a list of `count` (-1 until she moves into the list with the arrow
 * keys), and `arrows`: the down and up arrows move it round the list, from the first or the
 * last option when the list was not `shown`; true when the key was one of them.
 */
export function useActiveOption(count: number, shown: boolean) {
  const [active, setActive] = useState(-1);
  const activeIndex = Math.min(active, count - 1);
  function arrows(event: KeyboardEvent<HTMLInputElement>): boolean {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return false;
    event.preventDefault();
    if (event.key === 'ArrowDown') setActive(shown ? (activeIndex + 1) % count : 0);
    else setActive(shown ? (Math.max(activeIndex, 0) - 1 + count) % count : count - 1);
    return true;
  }
  return { activeIndex, setActive, arrows };
}
