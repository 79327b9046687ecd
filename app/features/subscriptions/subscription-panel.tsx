import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import type { SubscriptionStatus } from '../../../common/subscriptions/types';
import { XsrfField } from '~/components/ui/xsrf-field';
import { InvoiceTable } from '~/features/billing/invoice-table';
import { Button, buttonClasses } from '~/components/ui/button';
import { OrderSection } from '~/features/orders/section';
import type { LineSubscription } from './line-subscription.server';

/** The query that shows the cancel confirmation (a link, so it asks without JavaScript too). */
export const CONFIRM_SUBSCRIPTION_CANCEL = 'confirm=subscription-cancel';

export const STATUS_CLASS: Record<SubscriptionStatus, string> = {
  pending: 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  active: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  past_due: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  canceled: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  ended: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
};

/**
 * The package page's subscription: its status, period, price, next billing date or end date, its
 * invoices (PDF in the page's language), and Cancel — after a confirmation that says until when
 * it stays active — or Resume while a cancellation has not taken effect.
 */
export function SubscriptionPanel({ data, lang }: { data: LineSubscription; lang: string }) {
  const { t } = useTranslation('subscriptions');
  const { pathname, search } = useLocation();
  const { subscription: s, invoices } = data;
  const confirming = s.can_cancel && new URLSearchParams(search).get('confirm') === 'subscription-cancel';
  const term = 'text-sm font-medium text-slate-600 dark:text-slate-400';
  const hint =
    s.status === 'pending'
      ? t('section.pendingHint')
      : s.status === 'past_due'
        ? t('section.pastDueHint')
        : s.status === 'canceled' && s.ends_at
          ? t('section.canceledHint', { date: s.ends_at.label })
          : null;
  return (
    <OrderSection id="line-subscription-section" title={t('section.title')}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="subscription-facts">
        <div>
          <dt className={term}>{t('section.status')}</dt>
          <dd>
            <span
              className={`rounded-full px-2 py-0.5 text-sm font-semibold ${STATUS_CLASS[s.status]}`}
              data-testid="subscription-status"
            >
              {s.status_label}
            </span>
          </dd>
        </div>
        <div>
          <dt className={term}>{t('section.period')}</dt>
          <dd>{s.period_label}</dd>
        </div>
        <div>
          <dt className={term}>{t('section.amount')}</dt>
          <dd className="tabular-nums">{s.amount.label}</dd>
        </div>
        <div>
          <dt className={term}>{t('section.paymentMode')}</dt>
          <dd>{s.payment_mode_label}</dd>
        </div>
        {s.status !== 'ended' && (
          <div>
            <dt className={term}>{t('section.currentPeriod')}</dt>
            <dd>
              {t('section.periodRange', {
                start: s.current_period_start.label,
                end: s.current_period_end.label,
              })}
            </dd>
          </div>
        )}
        {s.next_billing_at && (
          <div>
            <dt className={term}>{t('section.nextBilling')}</dt>
            <dd data-testid="subscription-next-billing">
              <time dateTime={s.next_billing_at.iso}>{s.next_billing_at.label}</time>
            </dd>
          </div>
        )}
        {s.ends_at && (
          <div>
            <dt className={term}>{t(s.status === 'ended' ? 'section.endedOn' : 'section.endsOn')}</dt>
            <dd data-testid="subscription-ends-at">
              <time dateTime={s.ends_at.iso}>{s.ends_at.label}</time>
            </dd>
          </div>
        )}
      </dl>
      {hint && <p className="text-slate-700 dark:text-slate-300">{hint}</p>}

      {s.can_resume && (
        <Form method="post" preventScrollReset>
          <XsrfField />
          <input type="hidden" name="intent" value="subscription-resume" />
          <input type="hidden" name="subscription_id" value={s.id} />
          <Button type="submit" data-testid="subscription-resume">
            {t('section.resume')}
          </Button>
        </Form>
      )}
      {s.can_cancel && !confirming && (
        <Link
          to={`${pathname}?${CONFIRM_SUBSCRIPTION_CANCEL}`}
          preventScrollReset
          className={buttonClasses({ variant: 'secondaryDanger', className: 'self-start' })}
          data-testid="subscription-cancel"
        >
          {t('section.cancel')}
        </Link>
      )}
      {confirming && (
        <CancelConfirmation
          subscriptionId={s.id}
          periodEnd={s.current_period_end.label}
          action={pathname}
          questionId="subscription-cancel-question"
        />
      )}

      <h3 className="text-lg font-bold">{t('section.invoices')}</h3>
      {invoices.length > 0 ? (
        <InvoiceTable rows={invoices} lang={lang} />
      ) : (
        <p className="text-slate-600 dark:text-slate-400">{t('section.noInvoices')}</p>
      )}
    </OrderSection>
  );
}

/** "Cancel at the end of the period?" with its yes (a form post to `action`) and no (back to `action`). */
export function CancelConfirmation({
  subscriptionId,
  periodEnd,
  action,
  questionId,
}: {
  subscriptionId: string;
  periodEnd: string;
  action: string;
  questionId: string;
}) {
  const { t } = useTranslation('subscriptions');
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      data-testid="subscription-cancel-confirmation"
      className="flex flex-col gap-3 rounded-xl border-2 border-red-300 bg-red-50 p-4 dark:border-red-800 dark:bg-red-950/40"
    >
      <p id={questionId} className="font-semibold">
        {t('section.cancelQuestion', { date: periodEnd })}
      </p>
      <div className="flex flex-wrap gap-3">
        <Form method="post" action={action} preventScrollReset>
          <XsrfField />
          <input type="hidden" name="intent" value="subscription-cancel" />
          <input type="hidden" name="subscription_id" value={subscriptionId} />
          <Button type="submit" variant="danger" data-testid="subscription-cancel-confirm">
            {t('section.cancelYes')}
          </Button>
        </Form>
        <Link
          to={action}
          preventScrollReset
          className={buttonClasses({ variant: 'secondary' })}
          data-testid="subscription-cancel-keep"
        >
          {t('section.cancelNo')}
        </Link>
      </div>
    </div>
  );
}
