import { useBlockedNavigationNotice } from './use-blocked-navigation-notice';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { Cart } from '../../../common/cart/types';
import type { CheckoutStep } from '../../../common/checkout/steps';
import type { CheckoutDraft } from '../../../common/checkout/types';
import { LocalizedLink } from '~/components/ui/localized-link';
import { XsrfField } from '~/components/ui/xsrf-field';
import { PRIMARY, SECONDARY } from './buttons';
import { OrderReview } from './order-review';
import { StepSection } from './step-section';

/** One part of the summary with its "change" link back to the step that set it. */
function Part({ title, step, children }: { title: string; step: CheckoutStep; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1 border-b border-slate-200 py-3 dark:border-slate-800">
      <dt className="flex items-baseline justify-between gap-3">
        <span className="font-bold">{title}</span>
        <LocalizedLink
          to={`/checkout?step=${step}`}
          aria-label={t('checkout:confirm.changeLabel', { step: title })}
          className="text-sm font-semibold text-teal-800 underline hover:no-underline dark:text-teal-300"
        >
          {t('checkout:confirm.change')}
        </LocalizedLink>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * Step 4: everything once more and "place order". The form carries the Idempotency-Key the server
 * made for this rendering: a double click or a re-posted form places one order (ADR-0304). It is a
 * plain document POST, since pay now answers with the provider's page (another site, or ours
 * outside the React application).
 */
export function ConfirmStep({
  cart,
  draft,
  idempotencyKey,
}: {
  cart: Cart;
  draft: CheckoutDraft;
  idempotencyKey: string;
}) {
  const { t } = useTranslation();
  useBlockedNavigationNotice();
  const none = <span className="text-slate-600 dark:text-slate-400">{t('checkout:confirm.none')}</span>;
  return (
    <StepSection step="confirm">
      <OrderReview cart={cart} />
      <dl data-testid="checkout-summary">
        <Part title={t('checkout:confirm.mode')} step="payment">
          <span data-testid="checkout-summary-mode">
            {draft.paymentMode ? t(`orders:paymentModes.${draft.paymentMode}`) : none}
          </span>
        </Part>
        <Part title={t('checkout:confirm.notes')} step="details">
          {draft.notes ? <p className="whitespace-pre-line">{draft.notes}</p> : none}
        </Part>
        <Part title={t('checkout:confirm.links')} step="details">
          {draft.links.length ? (
            <ul dir="ltr" className="text-start">
              {draft.links.map((link) => (
                <li key={link} className="break-all">
                  {link}
                </li>
              ))}
            </ul>
          ) : (
            none
          )}
        </Part>
        <Part title={t('checkout:confirm.files')} step="details">
          {draft.files.length ? (
            <ul data-testid="checkout-summary-files">
              {draft.files.map((file) => (
                <li key={file.id} className="break-all">
                  {file.name}
                </li>
              ))}
            </ul>
          ) : (
            none
          )}
        </Part>
      </dl>
      <Form method="post" reloadDocument className="flex flex-wrap items-center justify-between gap-3">
        <XsrfField />
        <input type="hidden" name="intent" value="place" />
        <input type="hidden" name="key" value={idempotencyKey} />
        <LocalizedLink to="/checkout?step=payment" className={SECONDARY}>
          {t('checkout:back')}
        </LocalizedLink>
        <button type="submit" className={PRIMARY} data-testid="place-order">
          {t(draft.paymentMode === 'pay_now' ? 'checkout:confirm.placeAndPay' : 'checkout:confirm.place')}
        </button>
      </Form>
    </StepSection>
  );
}
