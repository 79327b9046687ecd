import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useRevalidator } from 'react-router';
import { Pagination } from '~/components/ui/pagination';
import { adminJson, adminPath } from '~/features/admin/admin-api';
import { ErrorMessage, FilterForm, ScreenHeader, StatusMessage } from '~/features/admin/admin-ui';
import { pageParam } from '~/features/admin/list-block';
import { useAdminMutation } from '~/features/admin/use-admin-mutation';
import { inputClass } from '~/features/auth/form-parts';
import { DeleteImageButton } from '~/features/media/delete-image';
import { MediaThumbnail } from '~/features/media/media-thumbnail';
import { MediaUploadForm } from '~/features/media/upload-form';
import { adminScreen } from '~/features/admin/admin-screen';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Page } from '../../../common/admin/types';
import type { MediaItem } from '../../../common/media/types';
import type { Route } from './+types/media';

export const handle = { i18n: ['admin', 'admin-customers', 'media'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { locale, load } = adminScreen(params);
  const url = new URL(request.url);
  const query = new URLSearchParams({ per_page: '24' });
  const page = pageParam(url);
  if (page) query.set('page', page);
  const q = (url.searchParams.get('q') ?? '').slice(0, 200);
  if (q) query.set('q', q);
  const res = await load<{ data: Page<MediaItem> }>(`/media?${query}`);
  return { page: res.data, q, locale };
}

/** The media library (ADR-0702): upload with alt texts in three languages, browse, delete what nothing shows. */
export default function AdminMedia({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('media');
  const { lang } = useParams();
  const revalidator = useRevalidator();
  const { page, q, locale } = loaderData;
  const mutation = useAdminMutation({ locale, lang, fallback: t('errors.failed') });
  const [status, setStatus] = useState<string | null>(null);
  const failure = mutation.failure;
  /** What still shows an image that cannot be deleted (the refusal names them). */
  const uses = Array.isArray(failure?.body.uses)
    ? (failure.body.uses as Array<{ label: string }>).map((u) => u.label)
    : [];
  const searchId = useId();

  async function remove(item: MediaItem) {
    setStatus(null);
    if (!(await mutation.run(() => adminJson(`/media/${item.id}`, { method: 'DELETE', locale, lang }))))
      return;
    setStatus(t('library.deleted'));
    await revalidator.revalidate();
  }

  const hrefFor = (n: number) =>
    `${adminPath(lang, '/admin/media')}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) })}`;
  const caption = t('library.caption', { count: page.total });

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader
        title={t('library.title')}
        intro={t('library.intro', { fallback: 'JPEG/PNG' })}
        introClass="max-w-2xl"
      />
      <MediaUploadForm
        locale={locale}
        lang={lang}
        heading={t('library.upload')}
        onUploaded={() => void revalidator.revalidate()}
      />
      <FilterForm
        words={{ label: t('library.search'), apply: t('library.searchButton'), reset: t('library.reset') }}
        search
        layout="flex flex-col gap-3 sm:flex-row sm:items-end"
        resetTo={adminPath(lang, '/admin/media')}
        actionsClass="flex items-center gap-4"
        secondary
      >
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-medium">
            {t('library.search')}
          </label>
          <input id={searchId} name="q" type="search" defaultValue={q} className={inputClass} />
        </div>
      </FilterForm>
      {status && <StatusMessage>{status}</StatusMessage>}
      {failure && (
        <ErrorMessage>
          {failure.message}
          {uses.length > 0 && <> {t('library.usedBy', { list: uses.join(', ') })}</>}
        </ErrorMessage>
      )}
      <section aria-labelledby={`${searchId}-caption`} className="flex flex-col gap-3">
        <h2 id={`${searchId}-caption`} className="text-lg font-semibold">
          {caption}
        </h2>
        {page.data.length === 0 ? (
          <p>{t('library.empty')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="media-library">
            {page.data.map((item) => {
              const alt = item.alt[locale] || item.alt.en;
              return (
                <li key={item.id} data-testid="media-item" data-media-id={item.id}>
                  <figure className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
                    <MediaThumbnail item={item} alt={alt} />
                    <figcaption className="flex flex-1 flex-col gap-1 text-sm">
                      <span className="font-medium">{alt}</span>
                      <span className="text-slate-600 dark:text-slate-400">
                        {t('library.size', { width: item.width, height: item.height })} ·{' '}
                        <time dateTime={item.created_at}>{item.created_at_label}</time>
                      </span>
                      <span className="text-xs text-slate-600 dark:text-slate-400">
                        {t('library.reference')}{' '}
                        <code dir="ltr" className="break-all">
                          {item.ref}
                        </code>
                      </span>
                    </figcaption>
                    <DeleteImageButton alt={alt} onDelete={() => void remove(item)} />
                  </figure>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <Pagination page={page.current_page} pages={page.last_page} href={hrefFor} label={caption} />
    </div>
  );
}
