import { useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  useActiveOption,
  comboboxInputProps,
  comboboxOptionProps,
} from '../../components/ui/combobox.ts';
import {
  findIcd10,
  isSecondaryOnly,
  MAX_DIAGNOSES,
  normalizeIcd10,
  searchIcd10,
} from '#domain/billing/index';

/**
 * Choosing the claim's ICD-10-CM diagnoses: a search box (by code or by words) over the codes
 * that fit the chosen service, and the chosen codes in claim order, the principal one first.
 * The search box follows the ARIA combobox pattern: arrow keys move through the suggestions,
 * Enter adds the highlighted one, Escape closes the list.
 */
export function DiagnosisPicker({
  id,
  codes,
  fits,
  serviceType,
  error,
  onChange,
}: {
  id: string;
  codes: readonly string[];
  /** The fits of the chosen service type; null when no service type (or payer) is known yet. */
  fits: readonly string[] | null;
  serviceType: string;
  error?: string | undefined;
  onChange(codes: string[]): void;
}) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const localId = useId();
  const inputId = `${id}-diagnosis-search`;
  const listId = `${localId}-suggestions`;
  const hintId = `${localId}-hint`;
  const errorId = `${localId}-error`;
  const full = codes.length >= MAX_DIAGNOSES;

  const chosen = new Set(codes.map((code) => normalizeIcd10(code) ?? code));
  const suggestions = searchIcd10(query, { fits: fits ?? undefined, limit: 30 }).filter(
    (entry) => !chosen.has(entry.code),
  );
  const showList = open && !full && suggestions.length > 0;
  const { activeIndex, setActive, arrows } = useActiveOption(suggestions.length, showList);

  function add(code: string) {
    if (full || chosen.has(code)) return;
    onChange([...codes, code]);
    setQuery('');
    setActive(-1);
    // Focus stays in the search box for the next code; the list waits until she types or
    // presses the down arrow, so it never covers the fields below.
    setOpen(false);
    inputRef.current?.focus();
  }
  function remove(index: number) {
    onChange(codes.filter((_, i) => i !== index));
    inputRef.current?.focus();
  }
  function makePrincipal(index: number) {
    const code = codes[index];
    if (code === undefined) return;
    onChange([code, ...codes.filter((_, i) => i !== index)]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (arrows(event)) setOpen(true);
    else if (event.key === 'Enter') {
      // Enter picks the highlighted suggestion (the first when none is), never submits the claim.
      event.preventDefault();
      const pick = showList ? suggestions[Math.max(activeIndex, 0)] : undefined;
      if (pick) add(pick.code);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
      }
    }
  }

  const hint = fits
    ? `Showing the codes that fit a ${serviceType}. Search by code (Z33.1) or by words (pregnant).`
    : 'Choose the patient and the service type to see only the codes that fit. Search by code (Z33.1) or by words (pregnant).';

  return (
    <fieldset className="field diagnosis-picker" aria-describedby={error ? errorId : undefined}>
      <legend>Diagnosis codes (ICD-10-CM)</legend>
      {codes.length > 0 ? (
        <ol className="diagnosis-chosen" aria-label="Chosen diagnoses, principal first">
          {codes.map((code, index) => {
            const entry = findIcd10(code);
            return (
              <li key={code} className="diagnosis-chip">
                <span className="diagnosis-letter" aria-hidden="true">
                  {String.fromCharCode(65 + index)}
                </span>
                <span className="diagnosis-text">
                  <strong>{entry?.code ?? code}</strong> {entry?.title ?? 'Unknown code'}
                  {index === 0 ? <span className="diagnosis-tag">Principal</span> : null}
                  {isSecondaryOnly(code) ? (
                    <span className="diagnosis-tag diagnosis-tag-muted">Extra code only</span>
                  ) : null}
                </span>
                <span className="diagnosis-actions">
                  {index > 0 ? (
                    <button
                      type="button"
                      className="button button-small"
                      onClick={() => makePrincipal(index)}
                    >
                      Make {entry?.code ?? code} principal
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => remove(index)}
                  >
                    Remove {entry?.code ?? code}
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="hint">No diagnosis chosen yet. Payers refuse doula claims without one.</p>
      )}
      {full ? (
        <p className="hint">A claim holds at most {MAX_DIAGNOSES} diagnoses.</p>
      ) : (
        <div className="diagnosis-search combobox">
          <label htmlFor={inputId}>Search diagnoses</label>
          <input
            ref={inputRef}
            id={inputId}
            {...comboboxInputProps(listId, showList, activeIndex)}
            aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            placeholder="Code or words, e.g. Z33.1 or pregnant"
            value={query}
            maxLength={80}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(-1);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <p id={hintId} className="field-hint">
            {hint}
          </p>
          <ul id={listId} role="listbox" aria-label="Matching diagnoses" hidden={!showList}>
            {showList
              ? suggestions.map((entry, index) => (
                  <li
                    key={entry.code}
                    {...comboboxOptionProps(listId, index, activeIndex)}
                    onMouseDown={(event) => {
                      event.preventDefault();
                      add(entry.code);
                    }}
                  >
                    <strong>{entry.code}</strong> {entry.title}
                  </li>
                ))
              : null}
          </ul>
          {open && !full && query.trim() !== '' && suggestions.length === 0 ? (
            <p className="field-hint" role="status">
              No code {fits ? `that fits a ${serviceType} ` : ''}matches “{query.trim()}”.
            </p>
          ) : null}
        </div>
      )}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
