import { useEffect, useId, useRef, useState } from 'react';
import type { ClaimListOrder } from '#domain/claims/search';

const orderLabels: Record<ClaimListOrder, string> = {
  newest: 'Newest first',
  attention: 'Needs me first',
  late: 'Late payments first',
};

/**
 * The search box and order of her claims list (the page remounts it to clear the search). What she types stays in this page's state: a
 * patient's name never goes into the address bar, the history or the browser's storage.
 */
export function ClaimSearchBar({
  onSearch,
  order,
  onOrder,
  busy,
}: {
  /** The text she typed, trimmed, once she has paused for a moment (not one request a key). */
  onSearch(value: string): void;
  order: ClaimListOrder;
  onOrder(order: ClaimListOrder): void;
  busy: boolean;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  const type = (value: string) => {
    setSearch(value);
    clearTimeout(pause.current);
    pause.current = setTimeout(() => onSearch(value.trim()), 300);
  };
  useEffect(() => () => clearTimeout(pause.current), []);
  return (
    <form
      className="claim-search-bar"
      role="search"
      aria-label="Search claims"
      onSubmit={(event) => event.preventDefault()}
    >
      {/* The records pages' search field, written out: its own script would cost the first load. */}
      <div className="field search-field">
        <label htmlFor={`${id}-search`}>Search claims</label>
        <div className="search-input">
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => type(event.target.value)}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
          />
          {busy ? <span className="spinner search-spinner" aria-hidden="true" /> : null}
        </div>
        <p id={`${id}-hint`} className="field-hint">
          A patient&apos;s first or last name, or a Form ID (DB-2026-000123).
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-order`}>Show</label>
        <select
          id={`${id}-order`}
          value={order}
          onChange={(event) => onOrder(event.target.value as ClaimListOrder)}
        >
          {Object.entries(orderLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
