import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '~/components/ui/toaster';
import { useRootData } from '~/root-data';

/**
 * The cart arrives with a later issue. A visitor is told to log in first (spec §5); a logged-in
 * customer sees the button disabled with the reason, so nothing pretends to be added.
 */
export function AddToCartButton({ kind, name }: { kind: 'service' | 'package'; name: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const hintId = useId();
  const root = useRootData() as { user?: unknown } | undefined;
  const label = t(kind === 'service' ? 'catalog:cart.addService' : 'catalog:cart.addPackage');
  if (root?.user) {
    return (
      <div className="flex flex-col gap-1">
        <button
          type="button"
          disabled
          aria-describedby={hintId}
          className="cursor-not-allowed rounded-full bg-slate-300 px-5 py-2.5 font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-200"
        >
          {label}
        </button>
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
          {t('catalog:cart.comingSoon')}
        </p>
      </div>
    );
  }
  return (
    <button
      type="button"
      data-testid="add-to-cart"
      aria-label={`${label}: ${name}`}
      onClick={() => toast('error', t('catalog:cart.loginFirst'))}
      className="rounded-full bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
    >
      {label}
    </button>
  );
}
