import { BusyButton } from './busy-button.tsx';

/** A record dialog's Save and Cancel buttons, with why Save is unavailable while it is. */
export function SaveCancelActions({
  isValid,
  saving,
  onCancel,
}: {
  isValid: boolean;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="modal-actions">
      <BusyButton
        type="submit"
        className="button button-primary"
        disabled={!isValid}
        busy={saving}
        busyLabel="Saving…"
      >
        Save
      </BusyButton>
      <button type="button" className="button" onClick={onCancel} disabled={saving}>
        Cancel
      </button>
      {!isValid ? (
        <p className="field-hint">Save becomes available once every required field is filled in.</p>
      ) : null}
    </div>
  );
}
