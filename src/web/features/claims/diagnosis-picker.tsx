import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
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
  const inputRef = useRef<HTMLInputElement>(null);
  const localId = useId();
  const errorId = `${localId}-error`;
  const full = codes.length >= MAX_DIAGNOSES;
  // Held here, not in the search box: the box is gone while the list is full.
  const search = useDiagnosisSearch({ codes, fits, full, onChange, inputRef });

  return (
    <fieldset className="field diagnosis-picker" aria-describedby={error ? errorId : undefined}>
      <legend>Diagnosis codes (ICD-10-CM)</legend>
      {codes.length > 0 ? (
        <ChosenDiagnoses
          codes={codes}
          onChange={onChange}
          focusSearch={() => inputRef.current?.focus()}
        />
      ) : (
        <p className="hint">No diagnosis chosen yet. Payers refuse doula claims without one.</p>
      )}
      {full ? (
        <p className="hint">A claim holds at most {MAX_DIAGNOSES} diagnoses.</p>
      ) : (
        <DiagnosisSearch
          inputId={`${id}-diagnosis-search`}
          listId={`${localId}-suggestions`}
          hintId={`${localId}-hint`}
          errorId={error ? errorId : undefined}
          inputRef={inputRef}
          fits={fits}
          serviceType={serviceType}
          search={search}
        />
      )}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The chosen codes in claim order, each with its letter, Make principal and Remove. */
function ChosenDiagnoses({
  codes,
  onChange,
  focusSearch,
}: {
  codes: readonly string[];
  onChange(codes: string[]): void;
  focusSearch(): void;
}) {
  function remove(index: number) {
    onChange(codes.filter((_, i) => i !== index));
    focusSearch();
  }
  function makePrincipal(index: number) {
    const code = codes[index];
    if (code === undefined) return;
    onChange([code, ...codes.filter((_, i) => i !== index)]);
  }
  return (
    <ol className="diagnosis-chosen" aria-label="Chosen diagnoses, principal first">
      {codes.map((code, index) => (
        <DiagnosisChip
          key={code}
          code={code}
          index={index}
          onMakePrincipal={() => makePrincipal(index)}
          onRemove={() => remove(index)}
        />
      ))}
    </ol>
  );
}

function DiagnosisChip({
  code,
  index,
  onMakePrincipal,
  onRemove,
}: {
  code: string;
  index: number;
  onMakePrincipal(): void;
  onRemove(): void;
}) {
  const entry = findIcd10(code);
  return (
    <li className="diagnosis-chip">
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
          <button type="button" className="button button-small" onClick={onMakePrincipal}>
            Make {entry?.code ?? code} principal
          </button>
        ) : null}
        <button type="button" className="button button-small" onClick={onRemove}>
          Remove {entry?.code ?? code}
        </button>
      </span>
    </li>
  );
}

/**
 * What the search box holds: her words, whether the list is open, the codes that fit and are
 * not chosen yet, the highlighted one, and adding a code by Enter or by a click.
 */
function useDiagnosisSearch({
  codes,
  fits,
  full,
  onChange,
  inputRef,
}: {
  codes: readonly string[];
  fits: readonly string[] | null;
  full: boolean;
  onChange(codes: string[]): void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
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

  function type(value: string) {
    setQuery(value);
    setActive(-1);
    setOpen(true);
  }

  return { query, open, suggestions, showList, activeIndex, add, onKeyDown, type, setOpen };
}

/** The search box, its hint, the suggestions and, when nothing matches, why. */
function DiagnosisSearch({
  inputId,
  listId,
  hintId,
  errorId,
  inputRef,
  fits,
  serviceType,
  search,
}: {
  inputId: string;
  listId: string;
  hintId: string;
  /** The error's id while there is one. */
  errorId: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  fits: readonly string[] | null;
  serviceType: string;
  search: ReturnType<typeof useDiagnosisSearch>;
}) {
  const { query, open, suggestions, showList, activeIndex } = search;
  const hint = fits
    ? `Showing the codes that fit a ${serviceType}. Search by code (Z33.1) or by words (pregnant).`
    : 'Choose the patient and the service type to see only the codes that fit. Search by code (Z33.1) or by words (pregnant).';

  return (
    <div className="diagnosis-search combobox">
      <label htmlFor={inputId}>Search diagnoses</label>
      <input
        ref={inputRef}
        id={inputId}
        {...comboboxInputProps(listId, showList, activeIndex)}
        aria-describedby={[hintId, errorId ?? ''].filter(Boolean).join(' ')}
        aria-invalid={errorId ? true : undefined}
        placeholder="Code or words, e.g. Z33.1 or pregnant"
        value={query}
        maxLength={80}
        onChange={(event) => search.type(event.target.value)}
        onFocus={() => search.setOpen(true)}
        onBlur={() => search.setOpen(false)}
        onKeyDown={search.onKeyDown}
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
                  search.add(entry.code);
                }}
              >
                <strong>{entry.code}</strong> {entry.title}
              </li>
            ))
          : null}
      </ul>
      {open && query.trim() !== '' && suggestions.length === 0 ? (
        <p className="field-hint" role="status">
          No code {fits ? `that fits a ${serviceType} ` : ''}matches “{query.trim()}”.
        </p>
      ) : null}
    </div>
  );
}
