import type { ClaimDraft } from '#domain/claims/draft';
import { describedBy, FieldError, type ClaimFieldErrors } from './claim-field-errors.tsx';

/**
 * Asked only where her patient's program prices a cesarean that followed an attempted VBAC apart
 * from a planned one (it pays more): she says which it was, in words a doula uses.
 */
export function AttemptedVbacField({
  id,
  form,
  errors,
  onChange,
}: {
  id: string;
  form: ClaimDraft;
  errors: ClaimFieldErrors;
  onChange(afterAttemptedVbac: boolean): void;
}) {
  const fieldId = `${id}-attempted-vbac`;
  return (
    <div className="field">
      <label className="checkbox-row" htmlFor={fieldId}>
        <input
          id={fieldId}
          type="checkbox"
          checked={form.afterAttemptedVbac}
          onChange={(event) => onChange(event.target.checked)}
          {...describedBy(errors, 'afterAttemptedVbac', fieldId, `${fieldId}-hint`)}
        />
        The cesarean came after an attempted VBAC
      </label>
      <p className="field-hint" id={`${fieldId}-hint`}>
        She labored to give birth vaginally after an earlier cesarean, and the birth ended in a
        cesarean. Her program pays this birth at its own rate.
      </p>
      <FieldError errors={errors} field="afterAttemptedVbac" id={fieldId} />
    </div>
  );
}
