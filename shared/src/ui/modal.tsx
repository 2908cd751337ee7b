import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
}

/** A dialog that closes with Escape, a click outside it, or its × button. */
export function Modal({ title, onClose, children, footer }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, []);

  return createPortal(
    <div
      className="lb-modal__backdrop"
      data-testid="modal-backdrop"
      // A click outside the dialog closes it; the keyboard's way is Escape (above).
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialogRef} className="lb-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="lb-modal__header">
          <h2 id={titleId} className="lb-modal__title">
            {title}
          </h2>
          <button type="button" className="lb-modal__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="lb-modal__body">{children}</div>
        {footer ? <div className="lb-modal__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}

export interface ConfirmDialogProps {
  title?: ReactNode;
  /** The spec's question, e.g. "Are you sure you want to delete this set?". */
  message: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  /**
   * Why the confirmed action failed (e.g. "Failed to delete goal"), shown inside the dialog,
   * which stays open so the lifter can try again or cancel. null or absent: nothing failed.
   */
  failure?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  title = 'Please confirm',
  message,
  confirmLabel = 'Delete',
  busy = false,
  failure = null,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy} busyLabel={`${confirmLabel}...`}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="lb-confirm__message">{message}</p>
      {failure ? (
        <p className="lb-confirm__failure" role="alert">
          {failure}
        </p>
      ) : null}
    </Modal>
  );
}
