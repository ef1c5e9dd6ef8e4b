import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import type {
  FieldErrors,
  FieldValues,
  Path,
  UseFormRegister,
  UseFormRegisterReturn,
} from 'react-hook-form';

interface FieldFrameProps {
  label: string;
  optional?: boolean;
  error?: string | undefined;
  warning?: ReactNode;
  hint?: ReactNode;
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** Label, control, hint, error and warning, wired together for assistive technology. */
function FieldFrame({ label, optional, error, warning, hint, children }: FieldFrameProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`, warning && `${id}-warning`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional ? <span className="optional"> (optional)</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      {warning ? (
        <p id={`${id}-warning`} className="field-warning" role="status">
          {warning}
        </p>
      ) : null}
    </div>
  );
}

/** What binding one field gives it: its registration and its current error message. */
export interface FieldBinding {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/** A form's binder, as a group of fields (an address, a name) takes it for the fields it has. */
export type Bind<Name extends string> = (name: Name) => FieldBinding;

/**
 * Binds fields to a react-hook-form form: `{...bind('firstName')}` gives a TextField or
 * SelectField its registration and its current error message.
 */
export function fieldBinder<Values extends FieldValues>(
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
) {
  return (name: Path<Values> & keyof Values): FieldBinding => ({
    registration: register(name),
    error: errors[name]?.message as string | undefined,
  });
}

/** Splits a field's props into what its frame shows (label, hint, messages) and the rest. */
function splitFrame<Rest>({
  label,
  optional,
  error,
  warning,
  hint,
  ...rest
}: Omit<FieldFrameProps, 'children'> & Rest): [Omit<FieldFrameProps, 'children'>, Rest] {
  return [{ label, optional, error, warning, hint }, rest as Rest];
}

type FieldProps = Omit<FieldFrameProps, 'children'> & { registration: UseFormRegisterReturn };
/** What the registration supplies; every other attribute (maxLength, min…) may be passed. */
type Registered = 'name' | 'onChange' | 'onBlur' | 'ref';

/** A text input registered with react-hook-form. */
export function TextField({
  registration,
  ...props
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, Registered>) {
  const [frame, input] = splitFrame(props);
  return (
    <FieldFrame {...frame}>
      {(control) => <input type="text" {...input} {...control} {...registration} />}
    </FieldFrame>
  );
}

/** A choice from a fixed list, registered with react-hook-form; starts on "Choose…". */
export function SelectField({
  registration,
  options,
  placeholder = 'Choose…',
  ...props
}: FieldProps & {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, Registered>) {
  const [frame, select] = splitFrame(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <select {...select} {...control} {...registration}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
