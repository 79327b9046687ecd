import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

const colours: Record<ToastType, string> = {
  error: 'bg-red-700 text-white',
  warning: 'bg-amber-400 text-slate-950',
  success: 'bg-green-700 text-white',
};

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

function Toaster({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  // Two live regions that always exist, so screen readers announce what is added to them.
  const polite = toasts.filter((toast) => toast.type === 'success');
  const assertive = toasts.filter((toast) => toast.type !== 'success');
  const list = (items: Toast[]) =>
    items.map((toast) => (
      <div
        key={toast.id}
        data-testid={`toast-${toast.type}`}
        className={`pointer-events-auto flex items-start gap-3 rounded-lg p-4 font-bold shadow-lg ${colours[toast.type]}`}
      >
        <p className="flex-1">{toast.text}</p>
        <button
          type="button"
          onClick={() => onDismiss(toast.id)}
          className="rounded px-1 leading-none opacity-80 hover:opacity-100"
          aria-label={t('common.close')}
        >
          ×
        </button>
      </div>
    ));
  return (
    <div className="pointer-events-none fixed end-4 top-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2">
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {list(polite)}
      </div>
      <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
        {list(assertive)}
      </div>
    </div>
  );
}
