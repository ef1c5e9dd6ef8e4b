import {
  chooseServiceType,
  setServiceDateFrom,
  setServiceTimeFrom,
  type ClaimDraft,
} from '#domain/claims/draft';
import { extraInputsFor, serviceTypeGroups } from '#domain/service-types';
import { describedBy, FieldError, type ClaimFieldErrors } from './claim-field-errors.tsx';

/** What every field group of the claim form gets: its ids, the draft, errors and an updater. */
export interface DraftFieldProps {
  id: string;
  form: ClaimDraft;
  errors: ClaimFieldErrors;
  update(change: (draft: ClaimDraft) => ClaimDraft): void;
}

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
            update((d) => ({
              ...d,
              serviceAdditionalInputs: {
                ...d.serviceAdditionalInputs,
                [input.key]: event.target.value,
              },
            })),
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

/** One date or time input of the visit, with its "Required" hint and its error. */
function WhenField({
  id,
  field,
  label,
  type,
  value,
  required,
  min,
  errors,
  onChange,
}: {
  id: string;
  field: string;
  label: string;
  type: 'date' | 'time';
  value: string;
  required?: boolean;
  min?: string | undefined;
  errors: ClaimFieldErrors;
  onChange(value: string): void;
}) {
  const showHint = required && !value;
  return (
    <div className={`field${showHint ? ' field-required-empty' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        required={required}
        min={min}
        {...describedBy(errors, field, id, showHint ? `${id}-hint` : undefined)}
        onChange={(event) => onChange(event.target.value)}
      />
      {showHint ? (
        <p className="field-hint" id={`${id}-hint`}>
          Required
        </p>
      ) : null}
      <FieldError errors={errors} field={field} id={id} />
    </div>
  );
}

/** The visit's dates and times; From fills an empty To. */
export function WhenFields({ id, form, errors, update }: DraftFieldProps) {
  return (
    <div className="form-grid">
      <WhenField
        id={`${id}-date-from`}
        field="serviceDateFrom"
        label="Service Date From"
        type="date"
        value={form.serviceDateFrom}
        required
        errors={errors}
        onChange={(value) => update((d) => setServiceDateFrom(d, value))}
      />
      <WhenField
        id={`${id}-date-to`}
        field="serviceDateTo"
        label="Service Date To"
        type="date"
        value={form.serviceDateTo}
        min={form.serviceDateFrom || undefined}
        errors={errors}
        onChange={(value) => update((d) => ({ ...d, serviceDateTo: value }))}
      />
      <WhenField
        id={`${id}-time-from`}
        field="serviceTimeFrom"
        label="Service Time From"
        type="time"
        value={form.serviceTimeFrom}
        required
        errors={errors}
        onChange={(value) => update((d) => setServiceTimeFrom(d, value))}
      />
      <WhenField
        id={`${id}-time-to`}
        field="serviceTimeTo"
        label="Service Time To"
        type="time"
        value={form.serviceTimeTo}
        errors={errors}
        onChange={(value) => update((d) => ({ ...d, serviceTimeTo: value }))}
      />
    </div>
  );
}
