import { useId, useState, type ReactNode } from 'react';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';

/**
 * A section of the console, named by its heading; `action` stands beside the heading (e.g. a
 * Refresh button), `headerClassName` styles the two together.
 */
export function Panel({
  title,
  level = 2,
  action,
  headerClassName,
  className,
  children,
}: {
  title: string;
  /** 3 for a section inside a panel. */
  level?: 2 | 3;
  action?: ReactNode;
  headerClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const heading = <Heading id={`${id}-title`}>{title}</Heading>;
  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      {action ? (
        <div className={`op-panel-header${headerClassName ? ` ${headerClassName}` : ''}`}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/**
 * Whether a confirmation dialog is open: `ask()` opens it afresh (forgetting the last failure of
 * the `action` it confirms), `close()` closes it.
 */
export function useConfirmation(action: { reset(): void; isPending: boolean }) {
  const [open, setOpen] = useState(false);
  return {
    open,
    busy: action.isPending,
    ask: () => {
      action.reset();
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}
type Confirmation = ReturnType<typeof useConfirmation>;

/**
 * Asks before an action that cannot be taken back, while `confirmation` is open: what it does
 * (`children`), then the action and a way out, both unavailable while the action is under way.
 */
export function ConfirmDialog({
  confirmation,
  title,
  confirmLabel,
  busyLabel,
  cancelLabel,
  danger = false,
  onConfirm,
  children,
}: {
  confirmation: Confirmation;
  title: string;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  danger?: boolean;
  onConfirm(): void;
  children: ReactNode;
}) {
  const { open, busy, close } = confirmation;
  if (!open) return null;
  return (
    <ModalDialog title={title} busy={busy} onClose={close}>
      {children}
      <div className="button-row">
        <button
          type="button"
          className={`button ${danger ? 'button-danger' : 'button-primary'}`}
          disabled={busy}
          onClick={onConfirm}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
        <button type="button" className="button" disabled={busy} onClick={close}>
          {cancelLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
