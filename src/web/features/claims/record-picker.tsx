import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ClaimDraft } from '#domain/claims/draft';
import { describedBy, FieldError, type ClaimFieldErrors } from './claim-field-errors.tsx';

/** Which of her records the claim chooses, and the choice's label. */
type Kind =
  | { one: 'patient'; many: 'patients'; label: string }
  | { one: 'facility'; many: 'facilities'; label: string };

/** A paged list of her records, as the claim form loads them. */
export interface LoadedRecords<R> {
  data?: { pages: { items: R[] }[] } | undefined;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The records loaded so far, every page in order. */
export const loadedRecords = <R,>(list: LoadedRecords<R>): R[] =>
  list.data?.pages.flatMap((page) => page.items) ?? [];

/** The link to the screen where she adds and edits these records. */
function ManageLink({ many }: Pick<Kind, 'many'>) {
  return (
    <Link to={`/${many}`} className="button">
      {`Manage ${many}`}
    </Link>
  );
}

/** What the claim form shows in place of the choice while she has none of these records. */
export function NoRecordsYet({ many, children }: Pick<Kind, 'many'> & { children: ReactNode }) {
  return (
    <div className="empty-inline">
      <p>{children}</p>
      <ManageLink many={many} />
    </div>
  );
}

/**
 * Choosing the claim's patient or facility from hers, with a link to manage them and "Show
 * more" while older ones are left to load. `locked` keeps the choice as it is, `hint` says why.
 */
export function RecordPicker<R extends { id: string }>({
  id: formId,
  form,
  errors,
  kind: { one, many, label },
  list,
  optionText,
  locked,
  hint,
  onChoose,
}: {
  /** The form's id; the select's is `<id>-patient` or `<id>-facility`. */
  id: string;
  form: ClaimDraft;
  errors: ClaimFieldErrors;
  kind: Kind;
  list: LoadedRecords<R>;
  optionText: (record: R) => string;
  locked?: boolean;
  hint?: ReactNode;
  onChoose(record: R | null): void;
}) {
  const id = `${formId}-${one}`;
  const field = `${one}Id` as const;
  const records = loadedRecords(list);
  const chosen = records.find((record) => record.id === form[field]);
  return (
    <div className="field record-picker">
      {/* The link sits by the label so the choice has the field's full width for long names. */}
      <div className="record-picker-head">
        <label htmlFor={id}>{label}</label>
        <ManageLink many={many} />
      </div>
      <select
        id={id}
        value={form[field]}
        disabled={locked}
        title={chosen ? optionText(chosen) : undefined}
        {...describedBy(errors, field, id)}
        onChange={(event) =>
          onChoose(records.find((record) => record.id === event.target.value) ?? null)
        }
      >
        <option value="">{`Select a ${one}`}</option>
        {records.map((record) => (
          <option key={record.id} value={record.id}>
            {optionText(record)}
          </option>
        ))}
      </select>
      {hint ? <p className="field-hint">{hint}</p> : null}
      <FieldError errors={errors} field={field} id={id} />
      {list.hasNextPage ? (
        <button
          type="button"
          className="button button-small"
          onClick={() => void list.fetchNextPage()}
        >
          {`Show more ${many}`}
        </button>
      ) : null}
    </div>
  );
}
