import type { VirtualMode } from '#domain/billing/index';
import type { ClaimDraft } from '#domain/claims/draft';
import { describedBy, FieldError, type ClaimFieldErrors } from './claim-field-errors.tsx';

const choices: { value: VirtualMode; label: string }[] = [
  { value: 'audio-video', label: 'Video (audio and video)' },
  { value: 'audio-only', label: 'Phone only (audio only)' },
];

/** A virtual visit is billed differently by video and by phone: she says which it was. */
export function VirtualModeField({
  id,
  form,
  errors,
  onChoose,
}: {
  id: string;
  form: ClaimDraft;
  errors: ClaimFieldErrors;
  onChoose(mode: VirtualMode): void;
}) {
  const fieldId = `${id}-virtual-mode`;
  return (
    <fieldset className="field" {...describedBy(errors, 'virtualMode', fieldId)}>
      <legend>How was the virtual visit held?</legend>
      <div className="choice-row">
        {choices.map((choice) => (
          <label key={choice.value}>
            <input
              type="radio"
              name={fieldId}
              value={choice.value}
              checked={form.virtualMode === choice.value}
              onChange={() => onChoose(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldError errors={errors} field="virtualMode" id={fieldId} />
    </fieldset>
  );
}
