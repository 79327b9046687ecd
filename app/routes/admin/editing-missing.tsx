import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { adminPath } from '~/features/admin/admin-api';
import { FilterForm, ScreenHeader } from '~/features/admin/admin-ui';
import { cellClass, DataList, rowClass } from '~/components/ui/data-list';
import { inputClass } from '~/features/auth/form-parts';
import { RecordTitleLink } from '~/features/editing/record-title-link';
import { adminScreen } from '~/features/admin/admin-screen';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { MissingTranslation } from '../../../common/editing/types';
import { isLocale, LANGUAGES, LOCALES, type Locale } from '../../../common/i18n/languages';
import type { Route } from './+types/editing-missing';

export const handle = { i18n: ['admin', 'editing'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

interface Totals {
  entity: string;
  locale: Locale;
  records: number;
  complete: number;
  filled: number;
  total: number;
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { locale, load } = adminScreen(params);
  const only = new URL(request.url).searchParams.get('locale');
  const language = isLocale(only) ? only : '';
  const [missing, totals] = await Promise.all([
    load<{ data: { data: MissingTranslation[] } }>(`/editing/missing?locale=${language}`),
    load<{ data: Totals[] }>('/editing/completeness'),
  ]);
  return { missing: missing.data.data, totals: totals.data, language, locale };
}

/** Translation completeness per entity and language ("12 of 14"), and every record missing a language. */
export default function EditingMissing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('editing');
  const { lang } = useParams();
  const { missing, totals, language } = loaderData;
  const id = useId();
  const entities = [...new Set(totals.map((r) => r.entity))];
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader title={t('missing.title')} intro={t('missing.intro')} introClass="max-w-2xl" />
      <section aria-labelledby={`${id}-totals`} className="flex flex-col gap-3">
        <h2 id={`${id}-totals`} className="text-lg font-bold">
          {t('missing.completenessTitle')}
        </h2>
        <DataList
          rows={entities}
          empty={null}
          caption={t('missing.completenessTitle')}
          captionHidden
          headers={[t('missing.entity'), ...LOCALES.map((l) => LANGUAGES[l].label)]}
          testId="completeness-table"
          row={(entity) => (
            <tr key={entity} className={rowClass} data-entity={entity}>
              <th scope="row" className={`${cellClass} font-semibold`}>
                {t(`entities.${entity}`, { defaultValue: entity })}
              </th>
              {LOCALES.map((l) => {
                const row = totals.find((r) => r.entity === entity && r.locale === l)!;
                return (
                  <td key={l} className={cellClass} data-locale={l}>
                    {t('missing.count', { filled: row.filled, count: row.total })}
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {t('missing.complete')}: {row.complete}/{row.records}
                    </span>
                  </td>
                );
              })}
            </tr>
          )}
        />
      </section>
      <FilterForm
        words={{ label: t('missing.language'), apply: t('list.search'), reset: t('missing.all') }}
        layout="flex flex-wrap items-end gap-4"
        resetTo={adminPath(lang, '/admin/editing/missing')}
        secondary
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-locale`} className="text-sm font-medium">
            {t('missing.language')}
          </label>
          <select id={`${id}-locale`} name="locale" defaultValue={language} className={inputClass}>
            <option value="">{t('missing.all')}</option>
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANGUAGES[l].label}
              </option>
            ))}
          </select>
        </div>
      </FilterForm>
      <DataList
        rows={missing}
        empty={t('missing.none')}
        caption={t('missing.caption')}
        headers={[t('missing.record'), t('missing.entity'), t('missing.language'), t('missing.fields')]}
        testId="missing-table"
        row={(m) => (
          <tr
            key={`${m.entity}:${m.ref}:${m.locale}`}
            className={rowClass}
            data-ref={m.ref}
            data-locale={m.locale}
          >
            <td className={cellClass}>
              <RecordTitleLink entity={m.entity} reference={m.ref} title={m.title} titleLang={m.title_lang} />
            </td>
            <td className={cellClass}>{t(`entity.${m.entity}`, { defaultValue: m.entity })}</td>
            <td className={cellClass}>
              {LANGUAGES[m.locale].label}
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {t('missing.count', { filled: m.filled, count: m.total })}
              </span>
            </td>
            <td className={cellClass}>
              {m.missing.map((f) => t(`fields.${f}`, { defaultValue: f })).join(', ')}
            </td>
          </tr>
        )}
      />
    </div>
  );
}
