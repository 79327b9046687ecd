import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { PAYMENT_MODES, type PaymentMode } from '../../../common/orders/types';
import { XsrfField } from '~/components/ui/xsrf-field';
import { ContinueButton, StepActions } from './step-actions';

/** Step 3: pay now (the provider's page after confirming) or pay later (On hand). */
export function PaymentStep({ chosen }: { chosen: PaymentMode | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="checkout-step-title" className="flex flex-col gap-5">
      <h2 id="checkout-step-title" className="text-2xl font-bold">
        {t('checkout:payment.heading')}
      </h2>
      <Form method="post" className="flex flex-col gap-5">
        <XsrfField />
        <input type="hidden" name="intent" value="payment" />
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{t('checkout:payment.legend')}</legend>
          {PAYMENT_MODES.map((mode) => (
            <div
              key={mode}
              className="flex items-start gap-3 rounded-2xl border-2 border-slate-200 p-4 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 dark:border-slate-700 dark:has-[:checked]:bg-teal-950"
            >
              <input
                id={`payment-mode-${mode}`}
                type="radio"
                name="payment_mode"
                value={mode}
                required
                defaultChecked={chosen === mode}
                data-testid={`payment-mode-${mode}`}
                aria-describedby={`payment-mode-${mode}-hint`}
                className="mt-1 size-5 shrink-0 accent-teal-700"
              />
              <div className="flex flex-col gap-1">
                <label htmlFor={`payment-mode-${mode}`} className="cursor-pointer font-bold">
                  {t(`orders:paymentModes.${mode}`)}
                </label>
                <p id={`payment-mode-${mode}-hint`} className="text-sm text-slate-700 dark:text-slate-300">
                  {t(mode === 'pay_now' ? 'checkout:payment.payNowHint' : 'checkout:payment.payLaterHint')}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <StepActions backTo="/checkout?step=details">
          <ContinueButton />
        </StepActions>
      </Form>
    </section>
  );
}
