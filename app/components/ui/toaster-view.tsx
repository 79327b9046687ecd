import { useTranslation } from 'react-i18next';
import type { Toast, ToastType } from './toaster';

const colours: Record<ToastType, string> = {
  error: 'bg-red-700 text-white',
  warning: 'bg-amber-400 text-slate-950',
  success: 'bg-green-700 text-white',
};

/** The toasts of the page, in two live regions (ToastProvider holds them). */
export function Toaster({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
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
