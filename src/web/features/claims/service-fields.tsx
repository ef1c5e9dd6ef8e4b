import {
  chooseServiceType,
  setServiceDateFrom,
  setServiceInput,
  setServiceTimeFrom,
} from '#domain/claims/draft';
import { extraInputsFor, serviceTypeGroups } from '#domain/claims/service-types';
import { describedBy, FieldError } from './claim-field-errors.tsx';
import { DateTimeFields, type DateTimeField } from './date-time-fields.tsx';
import type { DraftFieldProps } from './draft-field-props.ts';

/** The service type and the inputs that type needs. */
export function ServiceTypeFields({ id, form, errors, update }: DraftFieldProps) {
  const typeId = `${id}-type`;
  return (
    <>
      <div className="field">
        <label htmlFor={typeId}>Service Type</label>
        <select
          id={typeId}
          value={form.serviceType}
          {...describedBy(errors, 'serviceType', typeId)}
          onChange={(event) => update((d) => chooseServiceType(d, event.target.value))}
        >
          <option value="">Select a service type</option>
          {serviceTypeGroups.map((group) => (
            <optgroup key={group.group} label={group.group}>
              {group.types.map((type) => (
                <option key={type.name} value={type.name}>
                  {type.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <FieldError errors={errors} field="serviceType" id={typeId} />
      </div>
      {extraInputsFor(form.serviceType).map((input) => {
        const inputId = `${id}-extra-${input.key}`;
        const field = `serviceAdditionalInputs.${input.key}`;
        const props = {
          id: inputId,
          value: form.serviceAdditionalInputs[input.key] ?? '',
          placeholder: input.placeholder,
          maxLength: input.maxLength,
          ...describedBy(errors, field, inputId),
          onChange: (event: { target: { value: string } }) =>
            update((d) => setServiceInput(d, input.key, event.target.value)),
        };
        return (
          <div className="field" key={input.key}>
            <label htmlFor={inputId}>{input.label}</label>
            {input.kind === 'textarea' ? (
              <textarea {...props} />
            ) : (
              <input {...props} inputMode={input.numeric ? 'numeric' : undefined} />
            )}
            <FieldError errors={errors} field={field} id={inputId} />
          </div>
        );
      })}
    </>
  );
}

/** The visit's dates and times: From fills an empty To, which cannot come before it. */
const visitDateTimes: readonly DateTimeField[] = [
  {
    field: 'serviceDateFrom',
    idSuffix: 'date-from',
    label: 'Service Date From',
    type: 'date',
    required: true,
    set: setServiceDateFrom,
  },
  {
    field: 'serviceDateTo',
    idSuffix: 'date-to',
    label: 'Service Date To',
    type: 'date',
    notBefore: 'serviceDateFrom',
  },
  {
    field: 'serviceTimeFrom',
    idSuffix: 'time-from',
    label: 'Service Time From',
    type: 'time',
    required: true,
    set: setServiceTimeFrom,
  },
  { field: 'serviceTimeTo', idSuffix: 'time-to', label: 'Service Time To', type: 'time' },
];

/** The visit's dates and times. */
export function WhenFields(props: DraftFieldProps) {
  return <DateTimeFields {...props} fields={visitDateTimes} />;
}
