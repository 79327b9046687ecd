import { useEffect, useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useTranslation } from 'react-i18next';
import { useParams, useRevalidator } from 'react-router';
import { TextField } from '~/components/ui/field';
import { TextAreaField } from '~/components/ui/textarea';
import { adminJson } from '~/features/admin/admin-api';
import { ErrorMessage, RadioChoices, ScreenHeader, StatusMessage } from '~/features/admin/admin-ui';
import { badgeClass, cellClass, DataList, rowClass } from '~/components/ui/data-list';
import { listPages, pageParam } from '~/features/admin/list-block';
import { useAdminMutation } from '~/features/admin/use-admin-mutation';
import { adminScreen } from '~/features/admin/admin-screen';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { BroadcastRow, Page } from '../../../common/admin/types';
import { LANGUAGES, LOCALES, type Locale } from '../../../common/i18n/languages';
import type { Route } from './+types/notifications';

export const handle = { i18n: ['admin', 'admin-customers'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { locale, load } = adminScreen(params);
  const url = new URL(request.url);
  const page = pageParam(url) ?? '1';
  const res = await load<{ data: Page<BroadcastRow> }>(`/notifications?page=${page}`);
  return { page: res.data, locale, userId: url.searchParams.get('user_id') ?? '' };
}

/** While a fan-out is under way, its progress is read again every few seconds. */
const POLL_MS = 3000;

export default function AdminNotifications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-customers');
  const { lang } = useParams();
  const revalidator = useRevalidator();
  const { page, locale, userId } = loaderData;
  const mutation = useAdminMutation({ locale, lang, fallback: t('errors.failed') });
  const [audience, setAudience] = useState<'all' | 'one'>(userId ? 'one' : 'all');
  const { errors, failure, busy } = mutation;
  const [message, setMessage] = useState<string | null>(null);
  const audienceId = useId();
  const sending = page.data.some((b) => b.status === 'sending');

  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [sending, revalidator]);

  /** A required field of the message in language `l` (`title_fr`, `body_ar`…), written in its direction. */
  const inLanguage = (name: 'title' | 'body', l: Locale) => ({
    compact: true,
    name: `${name}_${l}`,
    lang: l,
    dir: LANGUAGES[l].dir,
    errors: errors[`${name}_${l}`],
    required: true,
  });

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const json = Object.fromEntries(new FormData(form)) as Record<string, string>;
    if (json.audience === 'all') delete json.user_id;
    setMessage(null);
    const res = await mutation.run(() =>
      adminJson<{ data: BroadcastRow }>('/notifications', { method: 'POST', json, locale, lang }),
    );
    if (!res) return;
    setMessage(t('notifications.sent', { count: res.data.total }));
    form.reset();
    await revalidator.revalidate();
  }

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader
        title={t('notifications.title')}
        intro={t('notifications.intro')}
        introClass="max-w-2xl"
      />
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby={`${audienceId}-new`}
        className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id={`${audienceId}-new`} className="text-lg font-semibold">
          {t('notifications.new')}
        </h2>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">{t('notifications.audience')}</legend>
          <div className="flex flex-wrap gap-6">
            <RadioChoices
              name="audience"
              values={['all', 'one']}
              value={audience}
              onChange={setAudience}
              labelOf={(value) => t(`notifications.${value}`)}
            />
          </div>
        </fieldset>
        {audience === 'one' && (
          <TextField
            compact
            name="user_id"
            label={t('notifications.customerId')}
            hint={t('notifications.customerIdHint')}
            defaultValue={userId}
            dir="ltr"
            errors={errors.user_id}
            required
          />
        )}
        <div className="grid gap-4 lg:grid-cols-3">
          {LOCALES.map((l) => (
            <fieldset
              key={l}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
            >
              <legend className="px-1 text-sm font-semibold">{t(`notifications.lang.${l}`)}</legend>
              <TextField {...inLanguage('title', l)} label={t('notifications.titleField')} />
              <TextAreaField {...inLanguage('body', l)} label={t('notifications.body')} rows={3} />
            </fieldset>
          ))}
        </div>
        <TextField
          compact
          name="url"
          label={t('notifications.url')}
          hint={t('notifications.urlHint')}
          dir="ltr"
          errors={errors.url}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {t('notifications.send')}
          </Button>
        </div>
      </form>
      {message && <StatusMessage>{message}</StatusMessage>}
      {failure && <ErrorMessage>{failure.message}</ErrorMessage>}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('notifications.history')}</h2>
        <Button variant="secondary" onClick={() => void revalidator.revalidate()}>
          {t('notifications.refresh')}
        </Button>
      </div>
      <DataList
        rows={page.data}
        empty={t('notifications.empty')}
        pagination={listPages(
          page,
          (n) => `/admin/notifications?page=${n}`,
          t('notifications.caption', { total: page.total }),
        )}
        caption={t('notifications.caption', { total: page.total })}
        headers={[
          t('notifications.titleField'),
          t('notifications.audience'),
          t('notifications.progress'),
          t('customers.status'),
          t('notifications.date'),
        ]}
        testId="broadcasts-table"
        row={(b) => (
          <tr key={b.id} className={rowClass}>
            <td className={cellClass}>
              <bdi>{b.title}</bdi>
            </td>
            <td className={cellClass}>
              {t(`notifications.${b.audience}`)}
              {b.target_user_id && (
                <bdi dir="ltr" className="block text-xs break-all text-slate-600 dark:text-slate-400">
                  {b.target_user_id}
                </bdi>
              )}
            </td>
            <td className={cellClass}>
              <div className="flex items-center gap-2">
                <progress
                  max={Math.max(b.total, 1)}
                  value={b.total === 0 ? 1 : b.sent}
                  aria-label={t('notifications.progress')}
                  className="h-2 w-24"
                />
                <span dir="ltr">{t('notifications.progressValue', { sent: b.sent, total: b.total })}</span>
              </div>
            </td>
            <td className={cellClass}>
              <span className={badgeClass(b.status === 'done' ? 'ok' : 'muted')}>
                {t(`notifications.statuses.${b.status}`)}
              </span>
            </td>
            <td className={cellClass}>
              <time dateTime={b.created_at}>{b.created_at_label}</time>
            </td>
          </tr>
        )}
      />
    </div>
  );
}
