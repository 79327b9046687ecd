import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import type { SubscriptionView } from '../../../common/subscriptions/types';
import { LocalizedLink } from '~/components/ui/localized-link';
import { XsrfField } from '~/components/ui/xsrf-field';
import { Button, buttonClasses } from '~/components/ui/button';
import { CancelConfirmation, STATUS_CLASS } from './subscription-panel';

/** The Billing tab's query that asks to confirm cancelling one subscription (works without JavaScript). */
const confirmHref = (pathname: string, id: string) =>
  `${pathname}?tab=billing&confirm=subscription-cancel&subscription=${id}`;

/**
 * The account's subscriptions (Billing tab): each with its status, next renewal (or end date) and
 * Cancel — after the same confirmation as the package page — or Resume; the forms post to the
 * account, which runs the package page's actions (ADR-0401). Dates come labelled from the server.
 */
export function SubscriptionList({ items }: { items: SubscriptionView[] }) {
  const { t } = useTranslation('subscriptions');
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  const confirming = query.get('confirm') === 'subscription-cancel' ? query.get('subscription') : null;
  const term = 'text-sm font-medium text-slate-600 dark:text-slate-400';
  return (
    <section aria-labelledby="account-subscriptions" className="mb-8 flex flex-col gap-3">
      <h3 id="account-subscriptions" className="text-lg font-bold">
        {t('list.title')}
      </h3>
      {items.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400" data-testid="subscriptions-empty">
          {t('list.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((s) => (
            <li
              key={s.id}
              data-testid="account-subscription"
              data-subscription={s.id}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">
                  {s.name}{' '}
                  <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
                    ({s.order_number})
                  </span>
                </p>
                <span
                  className={`rounded-full px-2 py-0.5 text-sm font-semibold ${STATUS_CLASS[s.status]}`}
                  data-testid="subscription-status"
                >
                  {s.status_label}
                </span>
              </div>
              <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
                <div>
                  <dt className={term}>{t('section.amount')}</dt>
                  <dd className="tabular-nums">
                    {s.amount.label} · {s.period_label}
                  </dd>
                </div>
                {s.next_billing_at ? (
                  <div>
                    <dt className={term}>{t('list.nextRenewal')}</dt>
                    <dd data-testid="subscription-next-renewal">
                      <time dateTime={s.next_billing_at.iso}>{s.next_billing_at.label}</time>
                    </dd>
                  </div>
                ) : (
                  s.ends_at && (
                    <div>
                      <dt className={term}>{t(s.status === 'ended' ? 'section.endedOn' : 'list.endsOn')}</dt>
                      <dd data-testid="subscription-ends-at">
                        <time dateTime={s.ends_at.iso}>{s.ends_at.label}</time>
                      </dd>
                    </div>
                  )
                )}
              </dl>
              <div className="flex flex-wrap items-center gap-3">
                {s.can_resume && (
                  <Form method="post" action={`${pathname}?tab=billing`} preventScrollReset>
                    <XsrfField />
                    <input type="hidden" name="intent" value="subscription-resume" />
                    <input type="hidden" name="subscription_id" value={s.id} />
                    <Button
                      type="submit"
                      aria-label={t('list.resumeFor', { name: s.name })}
                      data-testid="subscription-resume"
                    >
                      {t('section.resume')}
                    </Button>
                  </Form>
                )}
                {s.can_cancel && confirming !== s.id && (
                  <Link
                    to={confirmHref(pathname, s.id)}
                    preventScrollReset
                    aria-label={t('list.cancelFor', { name: s.name })}
                    className={buttonClasses({ variant: 'secondaryDanger' })}
                    data-testid="subscription-cancel"
                  >
                    {t('section.cancel')}
                  </Link>
                )}
                <LocalizedLink
                  to={`/account/my-order/${s.order_id}/package/${s.line_id}`}
                  className="font-semibold text-teal-800 underline dark:text-teal-300"
                >
                  {t('list.details')}
                </LocalizedLink>
              </div>
              {s.can_cancel && confirming === s.id && (
                <CancelConfirmation
                  subscriptionId={s.id}
                  periodEnd={s.current_period_end.label}
                  action={`${pathname}?tab=billing`}
                  questionId={`cancel-question-${s.id}`}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
