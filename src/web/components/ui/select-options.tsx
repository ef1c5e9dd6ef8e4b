import type { ReactNode } from 'react';

/**
 * A select's options, one per item: its value (the item itself by default) and what it shows
 * (its value by default).
 */
export function Options<Item>({
  items,
  value = String,
  label = value,
}: {
  items: readonly Item[];
  value?: (item: Item) => string;
  label?: (item: Item) => ReactNode;
}) {
  return items.map((item) => (
    <option key={value(item)} value={value(item)}>
      {label(item)}
    </option>
  ));
}
