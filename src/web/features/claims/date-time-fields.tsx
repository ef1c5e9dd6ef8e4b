import type { ClaimDraft } from '#domain/claims/draft';
import { describedBy, FieldError } from './claim-field-errors.tsx';
import type { DraftFieldProps } from './draft-field-props.ts';

type DateTimeKey =
  | 'serviceDateFrom'
  | 'serviceDateTo'
  | 'serviceTimeFrom'
  | 'serviceTimeTo'
  | 'admittedDate'
  | 'dischargedDate';

/** One date or time input of the claim form. */
export interface DateTimeField {
  /** The draft's field, which also names its error. */
  field: DateTimeKey;
  /** Ends the input's id, after the form's. */
  idSuffix: string;
  label: string;
  type: 'date' | 'time';
  /** Marked "Required" while empty. */
  required?: boolean;
  /** The field this one cannot come before: its value is the input's minimum. */
  notBefore?: DateTimeKey;
  /** How a new value changes the draft, when it changes more than this field. */
  set?: (draft: ClaimDraft, value: string) => ClaimDraft;
}

/** A row of date and time inputs, each with its "Required" hint (when required) and its error. */
export function DateTimeFields({
  id,
  form,
  errors,
  update,
  fields,
}: DraftFieldProps & { fields: readonly DateTimeField[] }) {
  return (
    <div className="form-grid">
      {fields.map(({ field, idSuffix, label, type, required, notBefore, set }) => {
        const inputId = `${id}-${idSuffix}`;
        const value = form[field];
        const showHint = required && !value;
        return (
          <div key={field} className={`field${showHint ? ' field-required-empty' : ''}`}>
            <label htmlFor={inputId}>{label}</label>
            <input
              id={inputId}
              type={type}
              value={value}
              required={required}
              min={notBefore ? form[notBefore] || undefined : undefined}
              {...describedBy(errors, field, inputId, showHint ? `${inputId}-hint` : undefined)}
              onChange={(event) => {
                const next = event.target.value;
                update((d) => (set ? set(d, next) : { ...d, [field]: next }));
              }}
            />
            {showHint ? (
              <p className="field-hint" id={`${inputId}-hint`}>
                Required
              </p>
            ) : null}
            <FieldError errors={errors} field={field} id={inputId} />
          </div>
        );
      })}
    </div>
  );
}
