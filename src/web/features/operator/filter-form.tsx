import { useState, type FormEvent, type ReactNode } from 'react';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import { useOperatorForm, type OperatorFormOptions } from './forms/use-operator-form.ts';
import { fieldErrorHelpers } from './operator-ui.tsx';

/** How a list's typed filters are checked, and which filters the list is then asked for. */
export interface FilterRules<
  Name extends string,
  Schema extends z.ZodType,
  Typed,
  Filters,
> extends Omit<OperatorFormOptions<Record<Name, string>, Schema, Typed>, 'defaults'> {
  /** The filters applied, from the request as typed and as the schema read it. */
  applied: (typed: Typed, parsed: z.output<Schema>) => Filters;
}

/**
 * A list's filters, on the console's form hook: as typed (`field(name)` binds an input to it
 * and its error, `labelled` sets it in the grid with its label and error) and as applied
 * (`filters`, which `apply` sets once the list's schema accepts what was typed, and `clear()`
 * empties along with what was typed).
 */
export function useListFilters<Name extends string, Schema extends z.ZodType, Typed, Filters>(
  blank: Readonly<Record<Name, string>>,
  rules: FilterRules<Name, Schema, Typed, Filters>,
) {
  const form = useOperatorForm<Record<Name, string>, Schema, Typed>({
    ...rules,
    defaults: blank as Record<Name, string>,
  });
  const [filters, setFilters] = useState<Partial<Filters>>({});
  const { control, error } = fieldErrorHelpers(form.formId, form.errors);
  const field = (name: Name) => ({
    ...control(name),
    ...form.register(name as unknown as Path<Record<Name, string>>),
  });
  const apply = form.submit((typed, parsed) => setFilters(rules.applied(typed, parsed)));
  const clear = () => {
    form.reset();
    setFilters({});
  };
  /** One filter in the grid: its label, its `control` (bound with `field(name)`), its error. */
  const labelled = (name: Name, label: string, control: ReactNode) => (
    <div className="field">
      <label htmlFor={`${form.formId}-${name}`}>{label}</label>
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
  onApply(event: FormEvent): void;
  onClear(): void;
  status?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      className="card op-filters"
      onSubmit={(event) => void onApply(event)}
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
