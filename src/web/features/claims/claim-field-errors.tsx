import type { ClaimSubmitInput } from '#domain/claims/requests';
import { claimSubmitSchema } from '#domain/claims/requests';
import { ApiError } from '../../lib/api-client.ts';

/** Why each field was refused, by its name in the request (`serviceAdditionalInputs.<key>` for extras). */
export type ClaimFieldErrors = Record<string, string>;

/** The form's own check with the shared claim schema: the field errors, or none. */
export function claimSchemaErrors(request: ClaimSubmitInput): ClaimFieldErrors {
  const result = claimSubmitSchema.safeParse(request);
  if (result.success) return {};
  const errors: ClaimFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The fields a refusal from the server names, to show beside them. */
export function serverFieldErrors(error: unknown): ClaimFieldErrors {
  return error instanceof ApiError && error.fields ? error.fields : {};
}

/** aria attributes tying a control to its hint (when given) and its error (when any). */
export function describedBy(errors: ClaimFieldErrors, field: string, id: string, hint?: string) {
  const described = [hint, errors[field] ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return {
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': described || undefined,
  };
}

/** The error of one field, next to it. */
export function FieldError({
  errors,
  field,
  id,
}: {
  errors: ClaimFieldErrors;
  field: string;
  id: string;
}) {
  return errors[field] ? (
    <p id={`${id}-error`} className="field-error">
      {errors[field]}
    </p>
  ) : null;
}
