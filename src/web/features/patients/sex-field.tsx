import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { type PatientInput, patientSexes, patientSexLabels } from '#domain/records/patient';

/**
 * The sex on the patient's insurance card, as three radio buttons (female preselected on a new
 * patient). Controlled through the form, so the checked one is always the form's value.
 */
export function SexField({ control }: { control: Control<PatientInput> }) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'sex' });
  const described = [`${id}-hint`, fieldState.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="field" aria-describedby={described}>
      <legend>Sex on the insurance card</legend>
      <div className="choice-row">
        {patientSexes.map((sex) => (
          <label key={sex}>
            <input
              type="radio"
              name={field.name}
              value={sex}
              checked={field.value === sex}
              onChange={() => field.onChange(sex)}
              onBlur={field.onBlur}
            />{' '}
            {patientSexLabels[sex]}
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="field-hint">
        As printed on her card: the payer matches the claim to it.
      </p>
      {fieldState.error ? (
        <p id={`${id}-error`} className="field-error">
          {fieldState.error.message}
        </p>
      ) : null}
    </fieldset>
  );
}
