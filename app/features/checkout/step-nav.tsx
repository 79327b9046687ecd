import { useTranslation } from 'react-i18next';
import { CHECKOUT_STEPS, type CheckoutStep } from '../../../common/checkout/steps';
import { LocalizedLink } from '~/components/ui/localized-link';

/**
 * Where the customer is in the checkout: the steps in order, the current one marked for assistive
 * technology (aria-current="step"), the ones before it links back (plain GETs: back and forward work).
 */
export function StepNav({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation();
  const index = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t('checkout:stepsLabel')}>
      <p className="sr-only">
        {t('checkout:stepOf', {
          current: index + 1,
          total: CHECKOUT_STEPS.length,
          name: t(`checkout:steps.${current}`),
        })}
      </p>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="checkout-steps">
        {CHECKOUT_STEPS.map((step, i) => {
          const label = (
            <>
              <span
                aria-hidden="true"
                className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                  i <= index
                    ? 'bg-teal-700 text-white'
                    : 'border-2 border-slate-300 text-slate-600 dark:border-slate-600 dark:text-slate-300'
                }`}
              >
                {i < index ? (
                  // A drawn mark, not a character: the link's visible text stays the step's name.
                  <svg
                    viewBox="0 0 16 16"
                    className="size-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                  >
                    <path d="M3 8.5l3.2 3L13 4.5" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                ) : (
                  i + 1
                )}
              </span>
              <span>{t(`checkout:steps.${step}`)}</span>
              {i < index && <span className="sr-only">({t('checkout:done')})</span>}
            </>
          );
          const box = 'flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold';
          return (
            <li key={step} data-step={step}>
              {i === index ? (
                <span
                  aria-current="step"
                  className={`${box} bg-teal-50 text-teal-900 ring-2 ring-teal-700 dark:bg-teal-950 dark:text-teal-100`}
                >
                  {label}
                </span>
              ) : i < index ? (
                <LocalizedLink
                  to={`/checkout?step=${step}`}
                  className={`${box} text-teal-800 hover:underline dark:text-teal-300`}
                >
                  {label}
                </LocalizedLink>
              ) : (
                <span className={`${box} text-slate-600 dark:text-slate-400`}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
