import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from './button';

// A modal dialog on the native <dialog> (ADR-0014): showModal makes the page behind it inert,
// Tab stays inside, Escape and the close buttons ask the owner to close it, it is named by its
// title (and described by `description`), and focus returns to what opened it.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export const dialogClass =
  'm-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

export interface DialogProps {
  open: boolean;
  /** Escape or a close button: the owner sets `open` to false (or keeps it, e.g. while busy). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** What gets focus when the dialog opens; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  testId?: string;
}

export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ onClose, title, description, children, initialFocus, testId }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  // Read while rendering, before anything inside the dialog can take focus.
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
      ? document.activeElement
      : null,
  );
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const first = initialFocus?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    first.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus, opener]);

  function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // The keyboard handler keeps Tab inside and turns Escape into the owner's close.
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onCancel={(event) => {
        // The browser's own Escape: the owner decides.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      className={dialogClass}
      data-testid={testId}
    >
      <div className="flex flex-col gap-4">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {title}
        </h2>
        {description && (
          <p id={`${id}-description`} className="text-sm text-slate-700 dark:text-slate-300">
            {description}
          </p>
        )}
        {children}
      </div>
    </dialog>
  );
}

/** The buttons at the end of a dialog. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-3">{children}</div>;
}

/**
 * "Are you sure?": a title, what will happen, and two buttons. A dangerous confirmation starts on
 * Cancel, so Enter does not destroy anything.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  danger?: boolean;
  busy?: boolean;
  testId?: string;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={props.open}
      onClose={() => !props.busy && props.onCancel()}
      title={props.title}
      description={props.message}
      initialFocus={props.danger ? cancelRef : confirmRef}
      testId={props.testId}
    >
      <DialogActions>
        <Button ref={cancelRef} variant="secondary" onClick={props.onCancel} disabled={props.busy}>
          {props.cancelLabel}
        </Button>
        <Button
          ref={confirmRef}
          variant={props.danger ? 'danger' : 'primary'}
          busy={props.busy}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
