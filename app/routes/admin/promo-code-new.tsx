import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigation, useParams } from 'react-router';
import { adminPath } from '~/features/admin/admin-api';
import { AdminTitle, ErrorMessage } from '~/features/admin/admin-ui';
import { PromoCodeForm, promoCodeJson } from '~/features/admin-promo-codes/promo-code-form';
import { adminScreen } from '~/features/admin/admin-screen';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { PromoCodeDetail, PromoTargetOption } from '../../../common/admin/promo-codes';
import type { Route } from './+types/promo-code-new';

export const handle = { i18n: ['admin', 'admin-promo-codes'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { load } = adminScreen(params);
  const targets = await load<{
    data: PromoTargetOption[];
    meta: { currency: string; time_zone: string };
  }>('/promo-codes/targets');
  return { targets: targets.data, meta: targets.meta };
}

/** Creates the code; on success, its page (where its uses will show). */
export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const { outcome, send } = adminScreen(params);
  let id: number | null = null;
  const result = await outcome(async () => {
    const res = await send<{ data: PromoCodeDetail }>('/promo-codes', {
      method: 'POST',
      json: promoCodeJson(await request.formData()),
    });
    id = res.data.id;
    return {};
  });
  if (result.ok && id != null) return redirect(adminPath(params.lang, `/admin/promo-codes/${id}`));
  return result;
}

export default function AdminPromoCodeNew({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-promo-codes');
  const { lang } = useParams();
  const navigation = useNavigation();
  const failed = actionData && !actionData.ok ? actionData : null;
  return (
    <div className="flex flex-col gap-6">
      <AdminTitle title={t('form.newTitle')} />
      <Link
        to={adminPath(lang, '/admin/promo-codes')}
        className="self-start font-semibold text-teal-800 underline dark:text-teal-300"
      >
        {t('detail.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('form.newTitle')}</h1>
      {failed && <ErrorMessage>{failed.message || t('errors.failed')}</ErrorMessage>}
      <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <PromoCodeForm
          code={null}
          targets={loaderData.targets}
          currency={loaderData.meta.currency}
          timeZone={loaderData.meta.time_zone}
          errors={failed?.errors}
          busy={navigation.state === 'submitting'}
        />
      </div>
    </div>
  );
}
