import {
  useId,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import './modal-dialog.css';

/**
 * A modal on the native <dialog> (showModal): the rest of the page is inert, focus moves to
 * the first field and returns to what had it (the button that opened it) when it closes.
 * Escape and a click on the backdrop ask to close, unless `busy` (a save in flight).
 * Render it only while open; unmounting closes it.
 */
export function ModalDialog({
  title,
  onClose,
  busy = false,
  returnFocusTo,
  children,
}: {
  title: string;
  onClose: () => void;
  busy?: boolean;
  /** Where focus goes on close when the opener will not outlive it (e.g. an empty state's button). */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const pressedOnBackdrop = useRef(false);
  const latest = useRef({ onClose, busy, returnFocusTo });
  useLayoutEffect(() => {
    latest.current = { onClose, busy, returnFocusTo };
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('input, select, textarea')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      (latest.current.returnFocusTo?.current ?? opener)?.focus();
    };
  }, []);

  const requestClose = () => {
    if (!latest.current.busy) latest.current.onClose();
  };

  const outside = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (!dialog || event.target !== dialog) return false;
    const box = dialog.getBoundingClientRect();
    return (
      event.clientX < box.left ||
      event.clientX > box.right ||
      event.clientY < box.top ||
      event.clientY > box.bottom
    );
  };

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: we decide (a save in flight keeps the dialog open).
        event.preventDefault();
        requestClose();
      }}
      onClose={() => {
        // Closed by the browser anyway (it may ignore a prevented cancel): keep React in step.
        if (ref.current && !ref.current.open) latest.current.onClose();
      }}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = outside(event);
      }}
      onClick={(event) => {
        // Only a press and release both on the backdrop: not a text selection dragged out.
        if (pressedOnBackdrop.current && outside(event)) requestClose();
        pressedOnBackdrop.current = false;
      }}
    >
      <div className="modal-content">
        <div className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="button button-small modal-close"
            onClick={requestClose}
            disabled={busy}
          >
            Close
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
