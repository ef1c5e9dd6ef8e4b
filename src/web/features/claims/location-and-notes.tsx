import {
  serviceLocationLabel,
  serviceLocations,
  type ServiceLocation,
} from '#domain/claims/service-location';
import { describedBy, FieldError } from './claim-field-errors.tsx';
import type { DraftFieldProps } from './draft-field-props.ts';

/** Home, Facility or Virtual, as one group of radio buttons. */
export function ServiceLocationField({
  id,
  form,
  errors,
  onChoose,
}: Omit<DraftFieldProps, 'update'> & { onChoose(location: ServiceLocation): void }) {
  return (
    <fieldset className="field" {...describedBy(errors, 'serviceLocation', `${id}-location`)}>
      <legend>Service Location</legend>
      <div className="choice-row">
        {serviceLocations.map((location) => (
          <label key={location}>
            <input
              type="radio"
              name={`${id}-location`}
              value={location}
              checked={form.serviceLocation === location}
              onChange={() => onChoose(location)}
            />
            {serviceLocationLabel[location]}
          </label>
        ))}
      </div>
      <FieldError errors={errors} field="serviceLocation" id={`${id}-location`} />
    </fieldset>
  );
}

/** The visit's notes, up to 4,000 characters. */
export function NotesField({ id, form, errors, update }: DraftFieldProps) {
  const notesId = `${id}-notes`;
  return (
    <div className="field">
      <label htmlFor={notesId}>
        Additional Notes <span className="optional">(optional)</span>
      </label>
      <textarea
        id={notesId}
        rows={4}
        maxLength={4000}
        value={form.notes}
        {...describedBy(errors, 'notes', notesId)}
        onChange={(event) => update((d) => ({ ...d, notes: event.target.value }))}
      />
      <FieldError errors={errors} field="notes" id={notesId} />
    </div>
  );
}
