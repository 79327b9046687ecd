import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { CartPromoCode } from '../../../common/cart/types';
import { XsrfField } from '~/components/ui/xsrf-field';
import { useMoneyOff } from '~/i18n/use-money';

/**
 * The promo code: the one attached to the cart (applied, or why it does not apply now) with
 * "remove", and the field to apply a code — one per order, which the page says.
 */
export function PromoCodeBox({
  promo,
  failure,
}: {
  promo: CartPromoCode | null;
  failure?: { code: string; message: string; reason?: string } | null;
}) {
  const { t } = useTranslation();
  const moneyOff = useMoneyOff();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="font-bold">
        {t('cart:promo.heading')}
      </h3>
      {promo && (
        <div
          data-testid="promo-attached"
          data-applied={promo.applied ? 'true' : 'false'}
          className={`flex flex-wrap items-center justify-between gap-2 rounded-xl border p-3 ${
            promo.applied
              ? 'border-green-300 bg-green-50 dark:border-green-800 dark:bg-green-950/40'
              : 'border-amber-300 bg-amber-50 dark:border-amber-700 dark:bg-amber-950/40'
          }`}
        >
          <div className="flex flex-col">
            <p className="font-semibold">
              {promo.applied
                ? t('cart:promo.attached', { code: promo.code })
                : t('cart:promo.notApplied', { code: promo.code })}
              {promo.applied && <> ({moneyOff(promo.amount.minor, promo.amount.currency)})</>}
            </p>
            {promo.message && <p className="text-sm">{promo.message}</p>}
          </div>
          <Form method="post" preventScrollReset>
            <XsrfField />
            <input type="hidden" name="intent" value="remove-code" />
            <button
              type="submit"
              data-testid="remove-code"
              aria-label={t('cart:promo.removeLabel', { code: promo.code })}
              className="rounded-full px-3 py-1 text-sm font-semibold text-teal-800 underline hover:no-underline dark:text-teal-300"
            >
              {t('cart:promo.remove')}
            </button>
          </Form>
        </div>
      )}
      <Form method="post" preventScrollReset className="flex flex-col gap-2" noValidate>
        <XsrfField />
        <input type="hidden" name="intent" value="apply-code" />
        <label htmlFor={`${id}-code`} className="text-sm font-medium">
          {t('cart:promo.label')}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-code`}
            name="code"
            data-testid="promo-input"
            defaultValue={failure?.code ?? ''}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            required
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? `${errorId} ${hintId}` : hintId}
            className="min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 py-2 uppercase dark:border-slate-600 dark:bg-slate-950"
          />
          <button
            type="submit"
            data-testid="apply-code"
            className="rounded-full bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800"
          >
            {t('cart:promo.apply')}
          </button>
        </div>
        {failure && (
          <p
            id={errorId}
            data-testid="promo-error"
            role="alert"
            className="text-sm text-red-800 dark:text-red-300"
          >
            {/* Too many attempts is not a verdict on this code: its own message, no "invalid" heading. */}
            {failure.reason === 'too_many_attempts' ? (
              failure.message
            ) : (
              <>
                <strong>{t('cart:promo.invalid')}</strong> {failure.message}
              </>
            )}
          </p>
        )}
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
          {t('cart:promo.onePerOrder')}
        </p>
      </Form>
    </section>
  );
}
