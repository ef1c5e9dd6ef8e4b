import { useId } from 'react';

/** A labelled search box with a hint saying what it searches. */
export function SearchField({
  label,
  hint,
  value,
  onChange,
  busy = false,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  /** A search is loading: said politely to screen readers, shown as a small spinner. */
  busy?: boolean;
}) {
  const id = useId();
  return (
    <div className="field search-field">
      <label htmlFor={id}>{label}</label>
      <div className="search-input">
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
        />
        {busy ? <span className="spinner search-spinner" aria-hidden="true" /> : null}
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
    </div>
  );
}
