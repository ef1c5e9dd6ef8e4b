import { useId, useState, type ReactNode } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { LoadFailed } from '../../components/ui/query-view.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { disclosureButtonProps } from '../../components/ui/disclosure.ts';

/** What went wrong, in words an operator can act on. */
export function problemOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'network') return 'The server could not be reached. Check your connection.';
    const fields = error.fields ? Object.values(error.fields) : [];
    if (error.status === 400 && fields.length > 0) return fields.join(' ');
    if (error.status === 403) return error.message;
    if (error.status < 500) return error.message;
  }
  return 'Something went wrong on our side. Please try again.';
}

/** The first message of each field a schema refused, keyed by field name. */
export function issueMessages(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}) {
  const found: Record<string, string> = {};
  for (const issue of error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}

/** Field errors of a failed save, keyed by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fields ? error.fields : {};
}

/** Why a load failed, in words an operator can act on, and "Try again". */
export function LoadProblem({
  title,
  query,
}: {
  title: string;
  query: { error: unknown; refetch: () => unknown };
}) {
  return (
    <LoadFailed title={title} onRetry={query.refetch}>
      <p>{problemOf(query.error)}</p>
    </LoadFailed>
  );
}

/**
 * Why a save failed (`failure`, null while it has not), under `title`. With `besideFields`, only
 * when no field shows an error from it (the form shows those next to their fields).
 */
export function SaveFailure({
  failure,
  title,
  besideFields = false,
}: {
  failure: unknown;
  title: string;
  besideFields?: boolean;
}) {
  if (!failure || (besideFields && Object.keys(fieldErrorsOf(failure)).length > 0)) return null;
  return (
    <Alert tone="error" title={title}>
      <p>{problemOf(failure)}</p>
    </Alert>
  );
}

/**
 * A form's field errors, keyed by field name: `describe(name)` is the id of a field's error for
 * its aria-describedby (undefined when it has none), `error(name)` shows the error, and
 * `control(name)` gives a field's input its id (`${id}-${name}`) and ties it to its error.
 */
export function fieldErrorHelpers(id: string, errors: Record<string, string>) {
  const describe = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;
  const control = (name: string) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? (true as const) : undefined,
    'aria-describedby': describe(name),
  });
  return { describe, error, control };
}

/** One label and value in a detail grid. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children === '' || children === null || children === undefined ? '—' : children}</dd>
    </div>
  );
}

const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp from the API in the operator's time zone, e.g. Nov 2, 2026, 3:04 PM. */
export function formatMoment(timestamp: string | null): string {
  if (!timestamp) return '';
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : moment.format(date);
}

/** A row of an operator list that opens to show its details (loaded only once opened). */
export function ExpandableRow({
  summary,
  details,
  before,
}: {
  summary: ReactNode;
  details: () => ReactNode;
  /** Shown above the summary, outside its button (e.g. a checkbox, which a button cannot hold). */
  before?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className={`card-row${open ? ' is-open' : ''}`}>
      {before}
      <button
        className="card-row-summary op-row-summary"
        {...disclosureButtonProps(open, setOpen, `${id}-details`)}
      >
        {summary}
      </button>
      {open ? (
        <div id={`${id}-details`} className="op-row-details">
          {details()}
        </div>
      ) : null}
    </li>
  );
}
