import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { deferredPart } from '~/components/layout/deferred-part';

export type ToastType = 'success' | 'error' | 'warning';
export interface Toast {
  id: number;
  type: ToastType;
  text: string;
}

export const TOAST_DURATION_MS = 3000;

const ToastContext = createContext<(type: ToastType, text: string) => void>(() => {});

/** Shows a toast: `toast('error', t('errors.somethingWentWrong'))`. */
export const useToast = () => useContext(ToastContext);

// The toasts' view: in the HTML at once (its two live regions, the server's toast), hydrated once
// its chunk has arrived; the toasts shown before then wait in this provider's state (ADR-0022).
const Toaster = deferredPart('toaster', () => import('./toaster-view').then((m) => m.Toaster));

/** A toast the server handed over (after a redirect): a message, or a key of the common namespace. */
export interface ServerToast {
  type: ToastType;
  key?: string;
  message?: string;
  id?: string;
}

/**
 * The toasts of the page. `serverToast` (the root loader's) is part of the HTML the server sends,
 * so a browser without JavaScript shows it too; a later one (after a client-side navigation or a
 * form) is shown when it arrives, once per toast.
 */
export function ToastProvider({
  children,
  serverToast,
}: {
  children: ReactNode;
  serverToast?: ServerToast | null;
}) {
  const { t } = useTranslation();
  const textOf = (toast: ServerToast | null | undefined) =>
    toast ? (toast.message ?? (toast.key ? t(toast.key) : '')) : '';
  const [first] = useState(() => (serverToast && textOf(serverToast) ? serverToast : null));
  const [toasts, setToasts] = useState<Toast[]>(() =>
    first ? [{ id: 0, type: first.type, text: textOf(first) }] : [],
  );
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (type: ToastType, text: string) => {
      const id = nextId.current++;
      setToasts((all) => [...all, { id, type, text }]);
      setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );
  useEffect(() => {
    if (!first) return;
    const timer = setTimeout(() => dismiss(0), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [first, dismiss]);
  const text = textOf(serverToast);
  const type = serverToast?.type;
  const id = serverToast?.id;
  useEffect(() => {
    if (type && text && !(first && first.id === id)) show(type, text);
  }, [type, text, id, first, show]);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
