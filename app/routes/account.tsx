import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { LocalizedLink } from '~/components/ui/localized-link';
import { AccountTabs, isAccountTab, type AccountTab } from '~/features/account/account-tabs';
import { branchesFromForm } from '~/features/account/branches-field';
import { AccountEmptyState } from '~/features/account/empty-state';
import { billingPage } from '~/features/billing/billing-rows.server';
import { pageParam, Pagination } from '~/components/ui/pagination';
import { InvoiceTable } from '~/features/billing/invoice-table';
import { InfoTab } from '~/features/account/info-tab';
import { ProfileForm } from '~/features/account/profile-tab';
import { EmailChange, PasswordChange, SessionList } from '~/features/account/security-section';
import { codeFromForm } from '~/features/auth/code-input';
import { countryOptions } from '~/features/auth/country-options';
import { fail, failFromAccountError, fieldErrors } from '~/features/auth/failures.server';
import type { FormFailure } from '~/features/auth/form-parts';
import {
  changeEmailSchema,
  changePasswordSchema,
  codeSchema,
  profileSchema,
} from '../../common/accounts/schemas';
import { NO_STORE, requireUser, sessionSecretOf } from '~/features/auth/session.server';
import { NotificationList } from '~/features/notifications/notification-list';
import { OrderList } from '~/features/orders/order-list';
import { listOrders } from '~/features/orders/order-page.server';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { guardAction } from '~/lib/action.server';
import { readFormData } from '~/lib/form.server';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/account';
import { dateLabelsFor } from '~/lib/dates.server';
import { DemosTab, type DemoFailure } from '~/features/demos/demos-tab';
import { demosTabData, handleDemoAction, isDemoIntent } from '~/features/demos/demos-tab.server';
import {
  handleSubscriptionAction,
  isSubscriptionIntent,
} from '~/features/subscriptions/line-subscription.server';
import { SubscriptionList } from '~/features/subscriptions/subscription-list';
import { RequestsTab } from '~/features/requests/requests-tab';
import { requestListItem } from '~/features/requests/view.server';
import { keepRetryAfter } from '~/lib/retry-after';

export const handle = {
  i18n: ['account', 'orders', 'billing', 'demos', 'contact', 'requests', 'subscriptions'],
} satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export const headers = keepRetryAfter(NO_STORE);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { accounts, notifications, invoices } = context.services;
  const requested = new URL(request.url).searchParams.get('tab');
  const tab: AccountTab = isAccountTab(requested) ? requested : 'info';
  const locale = resolveRequestLocale(request, params.lang);
  const labelled = dateLabelsFor(context, locale);
  const profile = labelled((await accounts.getProfile(user.id))!, ['createdAt']);
  const countries = countryOptions(locale);
  return data(
    {
      tab,
      profile,
      countryName: countries.find((c) => c.code === profile.country)?.name ?? profile.country,
      countries: tab === 'profile' ? countries : [],
      sessions:
        tab === 'profile'
          ? (await accounts.sessions.list(user.id, sessionSecretOf(request))).map((s) =>
              labelled(s, ['lastSeenAt']),
            )
          : [],
      pendingEmail: tab === 'profile' ? await accounts.pendingEmailChange(user.id) : null,
      notifications:
        tab === 'notifications' ? (await notifications.list(user.id, locale, { perPage: 5 })).data : [],
      orders: tab === 'orders' ? await listOrders(context, user.id, locale, pageParam(request)) : null,
      billing: tab === 'billing' ? await billingPage(invoices, user.id, pageParam(request), locale) : null,
      // The customer's subscriptions, newest first (a customer has a handful: one page of 50).
      subscriptions:
        tab === 'billing'
          ? (await context.services.subscriptions.list(user.id, locale, { page: 1, perPage: 50 })).data
          : [],
      locale,
      demos: tab === 'demos' ? await demosTabData(context, user, locale) : null,
      requests:
        tab === 'requests'
          ? (await context.services.requests.list(user.id, { perPage: 5 })).rows.map((row) =>
              requestListItem(row, locale, context.services.config.TIME_ZONE),
            )
          : [],
    },
    { headers: NO_STORE },
  );
}

type Done = { done: string; values?: Record<string, string>; intent: string };

export const action = guardAction(async ({ request, context, params }: Route.ActionArgs) => {
  // The Billing tab's subscription forms run the package page's actions (ADR-0401), back to the tab.
  if (!context.uploads && (await isSubscriptionIntent(request))) {
    const locale = resolveRequestLocale(request, params.lang);
    return handleSubscriptionAction(request, context, locale, `${new URL(request.url).pathname}?tab=billing`);
  }
  const user = await requireUser(request, context);
  const { accounts } = context.services;
  const form = await readFormData(request);
  const intent = String(form.get('intent') ?? '');
  if (isDemoIntent(intent))
    return handleDemoAction(intent, form, user, context, resolveRequestLocale(request, params.lang));
  const withIntent = (failure: FormFailure, status = 422) =>
    fail({ ...failure, intent } as FormFailure, status);
  try {
    switch (intent) {
      case 'profile': {
        const parsed = profileSchema.safeParse({
          ...Object.fromEntries(form),
          companyBranches: branchesFromForm(form),
        });
        if (!parsed.success) return withIntent({ errors: fieldErrors(parsed.error) });
        await accounts.updateProfile(user.id, parsed.data);
        return data<Done>({ intent, done: 'account.profile.saved' });
      }
      case 'email-request': {
        const parsed = changeEmailSchema.safeParse(Object.fromEntries(form));
        if (!parsed.success) return withIntent({ errors: fieldErrors(parsed.error) });
        await accounts.requestEmailChange(user.id, parsed.data.email, parsed.data.password);
        return data<Done>({ intent, done: 'account.profile.codeSent', values: { email: parsed.data.email } });
      }
      case 'email-confirm': {
        const parsed = codeSchema.safeParse({ code: codeFromForm(form) });
        if (!parsed.success) return withIntent({ formError: { key: 'validation.codeInvalid' } });
        const email = await accounts.confirmEmailChange(user.id, parsed.data.code);
        return data<Done>({ intent, done: 'account.profile.emailChanged', values: { email } });
      }
      case 'password': {
        const parsed = changePasswordSchema.safeParse(Object.fromEntries(form));
        if (!parsed.success) return withIntent({ errors: fieldErrors(parsed.error) });
        await accounts.changePassword(
          user.id,
          parsed.data.currentPassword,
          parsed.data.password,
          sessionSecretOf(request),
        );
        return data<Done>({ intent, done: 'account.profile.passwordChanged' });
      }
      case 'end-session': {
        const id = String(form.get('sessionId') ?? '');
        const ended = /^[0-9a-f-]{36}$/i.test(id) && (await accounts.sessions.revokeById(user.id, id));
        if (!ended) return withIntent({ formError: { key: 'api.notFound' } }, 404);
        return data<Done>({ intent, done: 'account.profile.sessionEnded' });
      }
      default:
        return withIntent({ formError: { key: 'api.invalidData' } }, 400);
    }
  } catch (error) {
    const failure = failFromAccountError(error);
    return fail({ ...(failure.data as FormFailure), intent } as FormFailure, failure.init?.status ?? 422);
  }
});

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('account');
  const { tab, profile } = loaderData;
  const result = actionData as (FormFailure & { intent?: string }) | Done | undefined;
  const failureFor = (intent: string) =>
    result && !('done' in result) && result.intent === intent ? (result as FormFailure) : null;
  return (
    <>
      <PageMeta title={t('account.title')} description={t('account.description')} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h1 className="mb-6 text-3xl font-bold">{t('account.heading')}</h1>
        {result && 'done' in result && (
          <p
            role="status"
            className="mb-6 rounded-lg bg-green-50 p-3 font-medium text-green-900 dark:bg-green-950 dark:text-green-100"
          >
            {t(result.done, result.values)}
          </p>
        )}
        <div className="flex flex-col gap-8 md:flex-row">
          <AccountTabs current={tab} />
          <section
            aria-label={t(`account.tab.${tab}`)}
            className="min-w-0 flex-1"
            data-testid={`account-tab-${tab}`}
          >
            <h2 className="mb-4 text-xl font-semibold">{t(`account.tab.${tab}`)}</h2>
            {tab === 'info' && <InfoTab profile={profile} countryName={loaderData.countryName} />}
            {tab === 'orders' && loaderData.orders && (
              <OrderList
                list={loaderData.orders}
                headingLevel={3}
                orderHref={(id) => `/account/my-order/${id}`}
                pageHref={(page) => `/account?tab=orders${page === 1 ? '' : `&page=${page}`}`}
              />
            )}
            {tab === 'requests' && <RequestsTab items={loaderData.requests} />}
            {tab === 'demos' && loaderData.demos && (
              <DemosTab
                {...loaderData.demos}
                defaults={{
                  fullName: `${profile.firstName} ${profile.lastName}`.trim(),
                  phone: profile.phone ?? '',
                  email: profile.email,
                }}
                failure={result && !('done' in result) ? (result as DemoFailure) : null}
              />
            )}
            {tab === 'billing' && <SubscriptionList items={loaderData.subscriptions} />}
            {tab === 'billing' &&
              (loaderData.billing && loaderData.billing.rows.length > 0 ? (
                <>
                  <InvoiceTable rows={loaderData.billing.rows} lang={loaderData.locale} />
                  <Pagination
                    page={loaderData.billing.page}
                    pages={loaderData.billing.pages}
                    href={(page) => `/account?tab=billing&page=${page}`}
                    label={t('account.tab.billing')}
                  />
                </>
              ) : (
                <AccountEmptyState text={t('account.empty.billing')} testId="billing-empty" />
              ))}
            {tab === 'notifications' && (
              <div className="flex flex-col gap-4">
                <NotificationList items={loaderData.notifications} />
                <LocalizedLink
                  to="/notifications"
                  className="font-semibold text-teal-800 underline dark:text-teal-300"
                >
                  {t('account.viewAll')}
                </LocalizedLink>
              </div>
            )}
            {tab === 'profile' && (
              <div className="flex flex-col gap-8">
                <ProfileForm
                  profile={profile}
                  countries={loaderData.countries}
                  failure={failureFor('profile')}
                />
                <EmailChange
                  email={profile.email}
                  pendingEmail={loaderData.pendingEmail}
                  failure={failureFor('email-request') ?? failureFor('email-confirm')}
                />
                <PasswordChange failure={failureFor('password')} />
                <SessionList sessions={loaderData.sessions} />
              </div>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
