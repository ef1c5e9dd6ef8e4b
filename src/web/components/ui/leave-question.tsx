import { useId, useRef } from 'react';
import { useShowModal } from './modal-dialog.tsx';
import './modal-dialog.css';

/**
 * Asks before work she typed is dropped (leaving a started claim, closing a window with
 * changes). Staying is the first choice and has the focus; Escape stays too, so only a
 * deliberate click on `leaveLabel` drops anything.
 */
export function LeaveQuestion({
  question,
  stayLabel = 'Keep editing',
  leaveLabel,
  onStay,
  onLeave,
}: {
  question: string;
  stayLabel?: string;
  leaveLabel: string;
  onStay: () => void;
  onLeave: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const questionId = useId();
  useShowModal(ref, '[data-stay]');

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      className="modal leave-question"
      aria-labelledby={questionId}
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
    >
      <div className="modal-content">
        <h2 id={questionId} className="leave-question-text">
          {question}
        </h2>
        <div className="modal-actions">
          <button type="button" className="button button-primary" data-stay onClick={onStay}>
            {stayLabel}
          </button>
          <button type="button" className="button" onClick={onLeave}>
            {leaveLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
