import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { useTranslation } from 'react-i18next';
import { useParams, useRevalidator } from 'react-router';
import { adminJson, pageLocale } from '~/features/admin/admin-api';
import { AdminTitle, ErrorMessage, StatusMessage } from '~/features/admin/admin-ui';
import { useAdminMutation } from '~/features/admin/use-admin-mutation';
import { inputClass } from '~/features/auth/form-parts';
import { FieldErrors, TextField } from '~/components/ui/field';
import { TextAreaField } from '~/components/ui/textarea';
import { EditorSection, errorsFor } from '~/features/content-admin/fields';
import { missingTexts, toDraft, toPatch, type SettingsDraft } from '~/features/content-admin/settings-draft';
import { adminScreen } from '~/features/admin/admin-screen';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { LANGUAGES, LOCALES } from '../../../common/i18n/languages';
import {
  isCalendarDate,
  SLA_KINDS,
  SOCIAL_NETWORKS,
  type AdminSettings,
  type SettingsTextField,
} from '../../../common/settings/admin';
import type { Route } from './+types/settings';

export const handle = { i18n: ['admin', 'admin-content'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { locale, load } = adminScreen(params);
  const res = await load<{ data: AdminSettings }>('/settings');
  return { settings: res.data, locale };
}

/** The week as the shop's staff read it: Monday first. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const TEXT_LABELS: Record<SettingsTextField, string> = {
  tagline: 'settings.tagline',
  address: 'settings.address',
  opening_hours: 'settings.openingHours',
  legal_address: 'settings.invoiceAddress',
};

export default function AdminSettingsPage({ loaderData }: Route.ComponentProps) {
  const { settings, locale } = loaderData;
  // A new record from the loader (after a reload) starts a new draft.
  return (
    <SettingsEditor key={`${settings.version}-${settings.updated_at}`} settings={settings} locale={locale} />
  );
}

function SettingsEditor({
  settings,
  locale,
}: {
  settings: AdminSettings;
  locale: ReturnType<typeof pageLocale>;
}) {
  const { t } = useTranslation('admin-content');
  const { lang } = useParams();
  const revalidator = useRevalidator();
  const [record, setRecord] = useState(settings);
  const [draft, setDraft] = useState<SettingsDraft>(() => toDraft(settings, locale));
  const mutation = useAdminMutation({ locale, lang, fallback: t('errors.failed') });
  const { errors, busy } = mutation;
  // A 409: someone saved meanwhile (the form says to reload).
  const failure = mutation.failure && {
    text: mutation.failure.message,
    stale: mutation.failure.status === 409,
  };
  const [message, setMessage] = useState<string | null>(null);
  const [newHoliday, setNewHoliday] = useState('');

  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const zone = record.time_zone;

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const res = await mutation.run(() =>
      adminJson<{ data: AdminSettings }>('/settings', {
        method: 'PATCH',
        json: toPatch(draft, record.version),
        locale,
        lang,
      }),
    );
    if (!res) return;
    setRecord(res.data);
    setDraft(toDraft(res.data, locale));
    setMessage(t('settings.saved'));
  }

  function addHoliday() {
    if (!isCalendarDate(newHoliday)) return;
    set('holidays', [...new Set([...draft.holidays, newHoliday])].sort());
    setNewHoliday('');
  }

  const setSlot = (day: number, slot: number, part: 'open' | 'close', value: string) =>
    set(
      'business_hours',
      draft.business_hours.map((slots, d) =>
        d === day ? slots.map((s, i) => (i === slot ? { ...s, [part]: value } : s)) : slots,
      ),
    );

  return (
    <div className="flex flex-col gap-6">
      <AdminTitle title={t('settings.title')} />
      <div>
        <h1 className="text-2xl font-bold">{t('settings.title')}</h1>
        <p className="mt-1 max-w-3xl text-slate-700 dark:text-slate-300">{t('settings.intro')}</p>
        {record.updated_at_label && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('settings.updated', { date: record.updated_at_label })} ·{' '}
            <span data-testid="settings-version">{t('settings.version', { version: record.version })}</span>
          </p>
        )}
      </div>

      <form onSubmit={save} noValidate className="flex flex-col gap-6" aria-label={t('settings.title')}>
        <EditorSection id="settings-company" title={t('settings.company')}>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              compact
              label={t('settings.companyName')}
              value={draft.company_name}
              onChange={({ target: { value: v } }) => set('company_name', v)}
              errors={errorsFor(errors, 'company_name')}
              required
              dir="auto"
              name="company_name"
            />
            <TextField
              compact
              label={t('settings.certificationUrl')}
              value={draft.certification_url}
              onChange={({ target: { value: v } }) => set('certification_url', v)}
              errors={errorsFor(errors, 'certification_url')}
              hint={t('settings.urlHint')}
              type="url"
              dir="ltr"
              name="certification_url"
            />
            <TextAreaField
              compact
              label={t('settings.emails')}
              value={draft.emails}
              onChange={({ target: { value: v } }) => set('emails', v)}
              errors={errorsFor(errors, 'emails')}
              hint={t('settings.emailsHint')}
              rows={2}
              dir="ltr"
              required
              name="emails"
            />
            <TextAreaField
              compact
              label={t('settings.phones')}
              value={draft.phones}
              onChange={({ target: { value: v } }) => set('phones', v)}
              errors={errorsFor(errors, 'phones')}
              hint={t('settings.phonesHint')}
              rows={2}
              dir="ltr"
              required
              name="phones"
            />
          </div>
        </EditorSection>

        <EditorSection id="settings-social" title={t('settings.social')} intro={t('settings.urlHint')}>
          <div className="grid gap-4 md:grid-cols-2">
            {SOCIAL_NETWORKS.map((network) => (
              <TextField
                compact
                key={network}
                label={t(`settings.network.${network}`)}
                value={draft.social[network]}
                onChange={({ target: { value: v } }) => set('social', { ...draft.social, [network]: v })}
                errors={errorsFor(errors, `social.${network}`)}
                type="url"
                dir="ltr"
                name={`social.${network}`}
              />
            ))}
          </div>
        </EditorSection>

        <EditorSection id="settings-texts" title={t('settings.texts')} intro={t('settings.textsIntro')}>
          <div className="grid gap-4 lg:grid-cols-3">
            {LOCALES.map((l) => {
              const missing = missingTexts(draft.translations[l]);
              return (
                <fieldset
                  key={l}
                  className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
                >
                  <legend className="px-1 text-sm font-semibold">
                    {t(`settings.lang.${l}`)}{' '}
                    <span
                      className={
                        missing
                          ? 'font-normal text-amber-800 dark:text-amber-300'
                          : 'font-normal text-teal-800 dark:text-teal-300'
                      }
                    >
                      ({missing ? t('settings.missing', { count: missing }) : t('settings.complete')})
                    </span>
                  </legend>
                  {(Object.keys(TEXT_LABELS) as SettingsTextField[]).map((field) => {
                    const props = {
                      compact: true,
                      name: `translations.${l}.${field}`,
                      label: t(TEXT_LABELS[field]),
                      value: draft.translations[l][field],
                      onChange: ({ target: { value } }: { target: { value: string } }) =>
                        set('translations', {
                          ...draft.translations,
                          [l]: { ...draft.translations[l], [field]: value },
                        }),
                      errors: errorsFor(errors, `translations.${l}.${field}`),
                      lang: l,
                      dir: LANGUAGES[l].dir,
                    };
                    return field === 'address' ? (
                      <TextAreaField key={field} rows={2} {...props} />
                    ) : (
                      <TextField key={field} {...props} />
                    );
                  })}
                </fieldset>
              );
            })}
          </div>
        </EditorSection>

        <EditorSection id="settings-legal" title={t('settings.legal')}>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField
              compact
              label={t('settings.legalName')}
              value={draft.legal_name}
              onChange={({ target: { value: v } }) => set('legal_name', v)}
              errors={errorsFor(errors, 'legal_name')}
              dir="auto"
              name="legal_name"
            />
            <TextField
              compact
              label={t('settings.legalAddress')}
              value={draft.legal_address}
              onChange={({ target: { value: v } }) => set('legal_address', v)}
              errors={errorsFor(errors, 'legal_address')}
              dir="auto"
              name="legal_address"
            />
            <TextAreaField
              compact
              label={t('settings.registrations')}
              value={draft.registrations}
              onChange={({ target: { value: v } }) => set('registrations', v)}
              errors={errorsFor(errors, 'registrations')}
              hint={t('settings.registrationsHint')}
              rows={3}
              dir="ltr"
              name="registrations"
            />
            <div className="grid content-start gap-4 sm:grid-cols-2">
              <TextField
                compact
                label={t('settings.taxRate')}
                value={draft.tax_rate_percent}
                onChange={({ target: { value: v } }) => set('tax_rate_percent', v)}
                errors={errorsFor(errors, 'tax_rate_bp')}
                hint={t('settings.taxRateHint')}
                inputMode="decimal"
                dir="ltr"
                name="tax_rate_bp"
              />
              <TextField
                compact
                label={t('settings.paymentDelay')}
                value={draft.payment_delay_days}
                onChange={({ target: { value: v } }) => set('payment_delay_days', v)}
                errors={errorsFor(errors, 'payment_delay_days')}
                hint={t('settings.paymentDelayHint')}
                inputMode="numeric"
                dir="ltr"
                name="payment_delay_days"
              />
            </div>
          </div>
        </EditorSection>

        <EditorSection
          id="settings-hours"
          title={t('settings.hours')}
          intro={t('settings.hoursIntro', { zone })}
        >
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('settings.closedHint')}</p>
          <FieldErrors id="settings-hours-error" errors={errors.business_hours} />
          <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
            {WEEK.map((day) => {
              const dayName = t(`settings.days.${day}`);
              return (
                <li key={day} className="flex flex-col gap-2 py-3 md:flex-row md:items-start md:gap-4">
                  <span className="w-28 shrink-0 pt-7 font-medium max-md:pt-0" id={`day-${day}`}>
                    {dayName}
                  </span>
                  <div className="flex flex-1 flex-col gap-2">
                    <div
                      className="flex flex-wrap gap-x-6 gap-y-2"
                      role="group"
                      aria-labelledby={`day-${day}`}
                    >
                      {draft.business_hours[day]!.map((slot, i) => (
                        <div key={i} className="flex items-end gap-2">
                          {(['open', 'close'] as const).map((part) => (
                            <label key={part} className="flex flex-col gap-1 text-sm">
                              <span>
                                {t(part === 'open' ? 'settings.opens' : 'settings.closes')}
                                <span className="sr-only">
                                  {t('settings.slotOf', { n: i + 1, day: dayName })}
                                </span>
                              </span>
                              <input
                                type="time"
                                value={slot[part]}
                                onChange={(e) => setSlot(day, i, part, e.target.value)}
                                aria-invalid={
                                  errorsFor(errors, `business_hours.${day}`).length ? true : undefined
                                }
                                className={`${inputClass} w-32`}
                                dir="ltr"
                                data-testid={`hours-${day}-${i}-${part}`}
                              />
                            </label>
                          ))}
                        </div>
                      ))}
                    </div>
                    <FieldErrors
                      id={`settings-hours-${day}-error`}
                      errors={errorsFor(errors, `business_hours.${day}`)}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </EditorSection>

        <EditorSection
          id="settings-holidays"
          title={t('settings.holidays')}
          intro={t('settings.holidaysIntro', { zone })}
        >
          <FieldErrors id="settings-holidays-error" errors={errorsFor(errors, 'holidays')} />
          <div className="flex flex-wrap items-end gap-3">
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('settings.newHoliday')}
              <input
                type="date"
                value={newHoliday}
                onChange={(e) => setNewHoliday(e.target.value)}
                className={`${inputClass} w-48`}
                dir="ltr"
              />
            </label>
            <Button variant="secondary" onClick={addHoliday} disabled={!isCalendarDate(newHoliday)}>
              {t('settings.addHoliday')}
            </Button>
          </div>
          <p className="text-sm font-medium">
            {t('settings.holidaysCaption', { count: draft.holidays.length })}
          </p>
          {draft.holidays.length ? (
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
              {draft.holidays.map((date) => (
                <li
                  key={date}
                  className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-1 dark:border-slate-700"
                >
                  <time dateTime={date} dir="ltr">
                    {date}
                  </time>
                  <button
                    type="button"
                    className="min-h-6 rounded px-2 py-1 text-sm font-semibold text-red-800 underline hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
                    onClick={() =>
                      set(
                        'holidays',
                        draft.holidays.filter((d) => d !== date),
                      )
                    }
                  >
                    {t('settings.remove')}
                    <span className="sr-only"> {date}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('settings.noHolidays')}</p>
          )}
        </EditorSection>

        <EditorSection
          id="settings-sla"
          title={t('settings.serviceLevels')}
          intro={t('settings.serviceLevelsIntro')}
        >
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('settings.serviceLevels')}</caption>
              <thead>
                <tr>
                  {(['kind', 'firstResponse', 'resolution'] as const).map((column) => (
                    <th key={column} scope="col" className="px-2 py-2 text-start">
                      {t(`settings.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {SLA_KINDS.map((kind) => {
                  const name = t(`settings.kinds.${kind}`);
                  return (
                    <tr key={kind} className="border-t border-slate-200 dark:border-slate-800">
                      <th scope="row" className="px-2 py-2 text-start font-medium">
                        {name}
                      </th>
                      {(['first_response', 'resolution'] as const).map((target) => {
                        const field = `service_levels.${target}.${kind}`;
                        const key = target === 'first_response' ? 'first_response_hours' : 'resolution_hours';
                        return (
                          <td key={target} className="px-2 py-2">
                            <input
                              value={draft[key][kind]}
                              onChange={(e) => set(key, { ...draft[key], [kind]: e.target.value })}
                              aria-label={t(
                                target === 'first_response'
                                  ? 'settings.firstResponseOf'
                                  : 'settings.resolutionOf',
                                { kind: name },
                              )}
                              aria-invalid={errors[field] ? true : undefined}
                              inputMode="decimal"
                              dir="ltr"
                              className={`${inputClass} w-28`}
                            />
                            <FieldErrors id={`settings-${field}-error`} errors={errors[field]} />
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              compact
              label={t('settings.dueSoon')}
              value={draft.due_soon_hours}
              onChange={({ target: { value: v } }) => set('due_soon_hours', v)}
              errors={errorsFor(errors, 'service_levels.due_soon_minutes')}
              inputMode="decimal"
              dir="ltr"
              name="service_levels.due_soon_minutes"
            />
            <TextField
              compact
              label={t('settings.autoClose')}
              value={draft.auto_close_days}
              onChange={({ target: { value: v } }) => set('auto_close_days', v)}
              errors={errorsFor(errors, 'service_levels.auto_close_days')}
              inputMode="numeric"
              dir="ltr"
              name="service_levels.auto_close_days"
            />
          </div>
        </EditorSection>

        <div className="sticky bottom-0 flex flex-col gap-3 border-t border-slate-200 bg-slate-50/95 py-4 dark:border-slate-800 dark:bg-slate-950/95">
          {message && <StatusMessage>{message}</StatusMessage>}
          {failure && <ErrorMessage>{failure.text}</ErrorMessage>}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={busy}>
              {busy ? t('settings.saving') : t('settings.save')}
            </Button>
            {failure?.stale && (
              <Button variant="secondary" onClick={() => void revalidator.revalidate()}>
                {t('settings.reload')}
              </Button>
            )}
          </div>
        </div>
      </form>
    </div>
  );
}
