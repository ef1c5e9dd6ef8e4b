import { useEffect, useId, useRef, useState } from 'react';
import { CLAIM_SEARCH_MAX } from '#domain/claims/search';

/**
 * The claims queue's search: a patient's name or a claim ID, across every provider's claims.
 * What the operator types stays in this page's state (a patient's name never goes into the
 * address bar, the history or the browser's storage); it is searched a moment after typing
 * stops, or at once on Enter or Search.
 */
export function QueueSearch({
  onSearch,
  busy,
}: {
  /** The text typed, trimmed ('' clears the search). */
  onSearch(value: string): void;
  /** Whether a search is loading. */
  busy: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);
  const searchNow = (value: string) => {
    clearTimeout(pause.current);
    onSearch(value.trim());
  };
  const type = (value: string) => {
    setText(value);
    clearTimeout(pause.current);
    pause.current = setTimeout(() => onSearch(value.trim()), 400);
  };
  return (
    <form
      className="card op-search"
      role="search"
      aria-label="Search the claims queue"
      onSubmit={(event) => {
        event.preventDefault();
        searchNow(text);
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-search`}>Search by patient or claim ID</label>
        <input
          id={`${id}-search`}
          type="search"
          value={text}
          onChange={(event) => type(event.target.value)}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          maxLength={CLAIM_SEARCH_MAX}
        />
        <p id={`${id}-hint`} className="field-hint">
          The start of a patient&apos;s first or last name, or a claim ID (DB-2026-000123), in every
          provider&apos;s claims.
        </p>
      </div>
      <div className="button-row op-filter-actions">
        <button type="submit" className="button button-primary">
          Search
        </button>
        {text ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setText('');
              searchNow('');
            }}
          >
            Clear search
          </button>
        ) : null}
        <span className="hint" role="status">
          {busy ? 'Searching…' : ''}
        </span>
      </div>
    </form>
  );
}
