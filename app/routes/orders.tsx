import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { pageParam } from '~/components/ui/pagination';
import { NO_STORE, requireUser } from '~/features/auth/session.server';
import { OrderList } from '~/features/orders/order-list';
import { listOrders } from '~/features/orders/order-page.server';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import type { Route } from './+types/orders';

export const handle = { i18n: ['account', 'orders'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export const headers = () => NO_STORE;

/** The customer's orders, newest first, a page at a time (?page=n). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const locale = resolveRequestLocale(request, params.lang);
  const list = await listOrders(context, user.id, locale, pageParam(request));
  return data({ list }, { headers: NO_STORE });
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('orders:page.list.title')} description={t('orders:page.list.description')} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <h1 className="mb-6 text-3xl font-bold">{t('orders:page.list.heading')}</h1>
        <OrderList
          list={loaderData.list}
          orderHref={(id) => `/order/${id}`}
          pageHref={(page) => (page === 1 ? '/orders' : `/orders?page=${page}`)}
        />
      </div>
    </>
  );
}
