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
 * Opens the <dialog> at `ref` as a modal while the component is mounted: focus moves to the
 * first element matching `focusFirst` and, on close, back to what had it before (or to
 * `returnFocusTo()`, when given and still there).
 */
export function useShowModal(
  ref: RefObject<HTMLDialogElement | null>,
  focusFirst: string,
  returnFocusTo?: () => HTMLElement | null | undefined,
) {
  const latestReturn = useRef(returnFocusTo);
  useLayoutEffect(() => {
    latestReturn.current = returnFocusTo;
  });
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>(focusFirst)?.focus();
    return () => {
      if (dialog.open) dialog.close();
      (latestReturn.current?.() ?? opener)?.focus();
    };
  }, [ref, focusFirst]);
}

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
  onBackdropClick,
  children,
}: {
  title: string;
  onClose: () => void;
  busy?: boolean;
  /** A click on the backdrop does this instead of closing (a window with changes asks first). */
  onBackdropClick?: (() => void) | undefined;
  /** Where focus goes on close when the opener will not outlive it (e.g. an empty state's button). */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const pressedOnBackdrop = useRef(false);
  const latest = useRef({ onClose, busy, onBackdropClick });
  useLayoutEffect(() => {
    latest.current = { onClose, busy, onBackdropClick };
  });

  useShowModal(ref, 'input, select, textarea', () => returnFocusTo?.current);

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
        if (pressedOnBackdrop.current && outside(event)) {
          const ask = latest.current.onBackdropClick;
          if (ask && !latest.current.busy) ask();
          else requestClose();
        }
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
