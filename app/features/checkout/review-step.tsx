import { useTranslation } from 'react-i18next';
import type { Cart } from '../../../common/cart/types';
import { LocalizedLink } from '~/components/ui/localized-link';
import { PRIMARY } from './buttons';
import { StepActions } from './step-actions';
import { OrderReview } from './order-review';
import { StepSection } from './step-section';

/**
 * Step 1: the server-priced cart. A cart that cannot be ordered (empty, an item withdrawn, another
 * currency) stops here, says why, and leads back to the cart — the only place it can be changed.
 */
export function ReviewStep({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  if (!cart.payable)
    return (
      <section
        aria-labelledby="checkout-blocked-title"
        data-testid="checkout-blocked"
        className="flex flex-col items-start gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-700 dark:bg-amber-950/40"
      >
        <h2 id="checkout-blocked-title" className="text-xl font-bold">
          {t('checkout:blocked.title')}
        </h2>
        <p>{t('checkout:blocked.body')}</p>
        <ul className="list-disc ps-5 font-semibold">
          {cart.reasons.map((reason) => (
            <li key={reason}>{t(`cart:checkout.blocked.${reason}`)}</li>
          ))}
        </ul>
        <LocalizedLink to="/cart" className={PRIMARY} data-testid="checkout-back-to-cart">
          {t('checkout:backToCart')}
        </LocalizedLink>
      </section>
    );
  return (
    <StepSection step="review">
      <OrderReview cart={cart} />
      <StepActions backTo="/cart" backLabel={t('checkout:review.edit')}>
        <LocalizedLink to="/checkout?step=details" className={PRIMARY} data-testid="checkout-continue">
          {t('checkout:continue')}
        </LocalizedLink>
      </StepActions>
    </StepSection>
  );
}
