import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldErrorHelpers } from '../operator-ui.tsx';

/** What the form hook's `field(name)` gives a field: its ids, its registration and the errors. */
interface FieldProps {
  /** The form's id: the input's id is `${formId}-${name}`. */
  formId: string;
  name: string;
  errors: Record<string, string>;
  registration: UseFormRegisterReturn;
}

/**
 * One labelled input of a Fees form, named as the schema names it (`name`), tied to its error:
 * the forms differ only in their fields' words and kinds.
 */
export function FeeField({
  formId,
  name,
  label,
  errors,
  registration,
  ...input
}: FieldProps & { label: string } & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'maxLength' | 'placeholder' | 'spellCheck'
  >) {
  const { control, error } = fieldErrorHelpers(formId, errors);
  return (
    <div className="field">
      <label htmlFor={`${formId}-${name}`}>{label}</label>
      <input {...control(name)} autoComplete="off" {...input} {...registration} />
      {error(name)}
    </div>
  );
}

/**
 * The reason a credit or a refund is given, kept in the ledger and the audit trail: the label
 * asks for no patient details, as neither may hold any.
 */
export function ReasonField(props: FieldProps) {
  return <FeeField {...props} label="Reason (no patient details)" maxLength={200} />;
}
