import type { InputHTMLAttributes } from 'react';
import { fieldErrorHelpers } from '../operator-ui.tsx';

/**
 * One labelled input of a Fees form, named as the schema names it (`name`), tied to its error:
 * the forms differ only in their fields' words and kinds.
 */
export function FeeField({
  formId,
  name,
  label,
  errors,
  value,
  onChange,
  ...input
}: {
  /** The form's `useId()`: the input's id is `${formId}-${name}`. */
  formId: string;
  name: string;
  label: string;
  errors: Record<string, string>;
  value: string;
  onChange(value: string): void;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'maxLength' | 'placeholder' | 'spellCheck'
>) {
  const { control, error } = fieldErrorHelpers(formId, errors);
  return (
    <div className="field">
      <label htmlFor={`${formId}-${name}`}>{label}</label>
      <input
        {...control(name)}
        autoComplete="off"
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error(name)}
    </div>
  );
}

/**
 * The reason a credit or a refund is given, kept in the ledger and the audit trail: the label
 * asks for no patient details, as neither may hold any.
 */
export function ReasonField(props: {
  formId: string;
  errors: Record<string, string>;
  value: string;
  onChange(value: string): void;
}) {
  return <FeeField {...props} name="reason" label="Reason (no patient details)" maxLength={200} />;
}
