import { TextField, type Bind } from './form-fields.tsx';

/**
 * First, middle (optional) and last name, each up to `maxLength`. `ownName` (the doula's
 * profile) lets the browser fill in her own name, which it must never offer for a patient's.
 */
export function NameFields({
  bind,
  maxLength,
  ownName = false,
}: {
  bind: Bind<'firstName' | 'middleName' | 'lastName'>;
  maxLength: number;
  ownName?: boolean;
}) {
  const autoComplete = (token: string) => (ownName ? token : undefined);
  return (
    <>
      <TextField
        label="First name"
        autoComplete={autoComplete('given-name')}
        maxLength={maxLength}
        {...bind('firstName')}
      />
      <TextField
        label="Middle name"
        optional
        autoComplete={autoComplete('additional-name')}
        maxLength={maxLength}
        {...bind('middleName')}
      />
      <TextField
        label="Last name"
        autoComplete={autoComplete('family-name')}
        maxLength={maxLength}
        {...bind('lastName')}
      />
    </>
  );
}
