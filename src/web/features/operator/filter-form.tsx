import { useId, useState, type ReactNode } from 'react';
import { fieldErrorHelpers } from './operator-ui.tsx';

/** What checking the typed filters found: errors to show, and the filters to apply if none. */
export interface CheckedFilters<Filters> {
  errors: Record<string, string>;
  filters?: Filters;
}

/**
 * A list's filters: as typed (`field(name)` binds an input to its draft value and its error,
 * `labelled` sets it in the grid with its label and error) and as applied (`filters`, which `apply()` sets from the draft
 * once `check` finds no error, and `clear()` empties along with the draft).
 */
export function useListFilters<Name extends string, Filters extends object>(
  blank: Readonly<Record<Name, string>>,
  check: (draft: Readonly<Record<Name, string>>) => CheckedFilters<Filters>,
) {
  const id = useId();
  const [draft, setDraft] = useState(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [filters, setFilters] = useState<Partial<Filters>>({});
  const { control, error } = fieldErrorHelpers(id, errors);
  const field = (name: Name) => ({
    ...control(name),
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });
  const apply = () => {
    const checked = check(draft);
    setErrors(checked.errors);
    if (checked.filters && Object.keys(checked.errors).length === 0) setFilters(checked.filters);
  };
  const clear = () => {
    setDraft(blank);
    setErrors({});
    setFilters({});
  };
  /** One filter in the grid: its label, its `control` (bound with `field(name)`), its error. */
  const labelled = (name: Name, label: string, control: ReactNode) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {control}
      {error(name)}
    </div>
  );
  const filtered = Object.values(filters).some(Boolean);
  return { field, labelled, filters, filtered, apply, clear };
}

/** A list's filter fields in a grid, then Apply filters, Clear filters and `status`. */
export function FilterForm({
  label,
  noValidate,
  onApply,
  onClear,
  status,
  children,
}: {
  label: string;
  /** Without it the browser checks the fields' types (an email) before onApply. */
  noValidate?: boolean;
  onApply(): void;
  onClear(): void;
  status?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      className="card op-filters"
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
      aria-label={label}
      noValidate={noValidate}
    >
      <div className="op-filter-grid">{children}</div>
      <div className="button-row op-filter-actions">
        <button type="submit" className="button button-primary">
          Apply filters
        </button>
        <button type="button" className="button" onClick={onClear}>
          Clear filters
        </button>
        {status}
      </div>
    </form>
  );
}
