import type { Dispatch, SetStateAction } from 'react';

/**
 * The props of a disclosure button (the menu, the filters, a card row's details, the money
 * summary): a plain button that says whether the part it `controls` is shown, and flips it.
 */
export function disclosureButtonProps(
  open: boolean,
  setOpen: Dispatch<SetStateAction<boolean>>,
  controls: string,
) {
  return {
    type: 'button',
    'aria-expanded': open,
    'aria-controls': controls,
    onClick: () => setOpen((value) => !value),
  } as const;
}
