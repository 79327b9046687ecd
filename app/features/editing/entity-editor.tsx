import { useMemo, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { adminJson, adminPath } from '~/features/admin/admin-api';
import { ErrorMessage, StatusMessage, useFocusOnMount } from '~/features/admin/admin-ui';
import { badgeClass } from '~/components/ui/data-list';
import { useAdminMutation } from '~/features/admin/use-admin-mutation';
import { ConfirmDialog } from '~/components/ui/dialog';
import type { EditableRecord, EntityDescription, Impact } from '../../../common/editing/types';
import { directionOf, LANGUAGES, LOCALES, type Locale } from '../../../common/i18n/languages';
import {
  completenessNow,
  editingPath,
  formValuesOf,
  missingRequired,
  patchOf,
  withDraft,
  type FormValues,
} from './entities';
import { FieldInput, type ReferenceOption } from './field-input';

/**
 * The generic editor (ADR-0700), drawn from the entity's description: language-neutral fields,
 * then fr | en | ar side by side (stacked on small screens), each input in its language and
 * direction, with its completeness. Saves send only what changed, with the version read: a 409
 * keeps every typed value and says what happened.
 */
export function EntityEditor(props: {
  description: EntityDescription;
  record: EditableRecord | null;
  references: Record<string, ReferenceOption[]>;
  locale: Locale;
  lang: string | undefined;
  onSaved: (record: EditableRecord | null) => void;
}) {
  const { t } = useTranslation(['editing', 'admin']);
  const navigate = useNavigate();
  const { description: d, record, locale, lang } = props;
  const mutation = useAdminMutation({ locale, lang, fallback: t('errors.failed') });
  const { busy } = mutation;
  const failure = mutation.failure?.message;
  // A 409 with the current version: someone saved meanwhile; what was typed stays.
  const conflict = mutation.failure?.status === 409 && 'current_version' in mutation.failure.body;
  const errors = Object.fromEntries(Object.entries(mutation.errors).map(([k, v]) => [k, v[0] ?? '']));
  const base = useMemo(
    () =>
      record
        ? formValuesOf(record, d.fields, d.translated, locale)
        : formValuesOf({ translations: {} as FormValues['translations'] }, d.fields, d.translated, locale),
    [record, d, locale],
  );
  const [values, setValues] = useState<FormValues>(() =>
    record?.draft ? withDraft(base, record.draft.patch, d.translated) : base,
  );
  const [status, setStatus] = useState<string | null>(null);
  const [impact, setImpact] = useState<Impact | null>(null);
  const [incomplete, setIncomplete] = useState<string | null>(null);
  const completeness = completenessNow(values, d.translated);
  // The impact appears below the form: the keyboard and screen readers are taken to it.
  const impactHeading = useFocusOnMount<HTMLHeadingElement>();
  const currency = String(record?.currency ?? values.fields.currency ?? '');
  const neutral = d.fields.filter((f) => !(f.readOnly && !record));

  const setField = (name: string, value: unknown) =>
    setValues((v) => ({ ...v, fields: { ...v.fields, [name]: value } }));
  const setText = (l: Locale, name: string, value: unknown) =>
    setValues((v) => ({
      ...v,
      translations: { ...v.translations, [l]: { ...v.translations[l], [name]: value } },
    }));

  async function act(call: () => Promise<string | null>) {
    setStatus(null);
    const done = await mutation.run(call);
    if (done) setStatus(done);
  }

  const path = (suffix = '') => `/${d.name}/${encodeURIComponent(record!.ref)}${suffix}`;
  const call = <T,>(p: string, method: string, json?: unknown) =>
    adminJson<{ data: T }>(p, { method, json, locale, lang }).then((r) => r.data);

  const save = () =>
    act(async () => {
      setIncomplete(null);
      if (!record) {
        const created = await call<EditableRecord>(
          `/${d.name}`,
          'POST',
          patchOf(base, values, d.fields, d.translated),
        );
        navigate(adminPath(lang, editingPath(d.name, created.ref)), { replace: true });
        return t('editor.created');
      }
      const patch = patchOf(base, values, d.fields, d.translated);
      // Nothing typed or chosen: no request, so no version and no audit row for nothing.
      if (Object.keys(patch).length === 0) return t('editor.nothingToSave');
      const saved = await call<EditableRecord>(path(), 'PATCH', { version: record.version, ...patch });
      props.onSaved(saved);
      if (saved.ref !== record.ref)
        navigate(adminPath(lang, editingPath(d.name, saved.ref)), { replace: true });
      return saved.version === record.version
        ? t('editor.nothingToSave')
        : t('editor.saved', { version: saved.version });
    });

  /** A starred text left empty in a language is said, by language and field, before saving. */
  const askSave = () => {
    const missing = missingRequired(values, d.translated);
    if (missing.length === 0) return save();
    setIncomplete(
      missing
        .map(({ locale: l, fields }) =>
          t('editor.incompleteLanguage', {
            language: t(`languageNames.${l}`),
            fields: fields.map((f) => t(`fields.${f}`)).join(', '),
          }),
        )
        .join(' '),
    );
  };

  const saveDraft = () =>
    act(async () => {
      const saved = await call<EditableRecord>(path('/draft'), 'PUT', {
        version: record!.version,
        ...patchOf(base, values, d.fields, d.translated),
      });
      props.onSaved(saved);
      return t('editor.draftSaved');
    });

  const publishDraft = () =>
    act(async () => {
      const saved = await call<EditableRecord>(path('/draft/publish'), 'POST', { version: record!.version });
      props.onSaved(saved);
      return t('editor.saved', { version: saved.version });
    });

  const discardDraft = () =>
    act(async () => {
      await call(path('/draft'), 'DELETE');
      setValues(base);
      props.onSaved({ ...record!, draft: null });
      return t('editor.draftDiscarded');
    });

  const openPreview = () =>
    act(async () => {
      const { url } = await call<{ url: string }>(path('/preview'), 'POST', {});
      window.open(adminPath(lang, url), '_blank', 'noopener');
      return t('editor.previewOpened');
    });

  const publish = (on: boolean) =>
    act(async () => {
      const saved = await call<EditableRecord>(path(on ? '/publish' : '/unpublish'), 'POST', {
        version: record!.version,
      });
      props.onSaved(saved);
      return t(on ? 'editor.publishedNow' : 'editor.unpublishedNow');
    });

  const archive = (on: boolean) =>
    act(async () => {
      const saved = await call<EditableRecord>(path(on ? '/archive' : '/restore'), 'POST', {
        version: record!.version,
      });
      setImpact(null);
      props.onSaved(saved);
      return t(on ? 'editor.archivedNow' : 'editor.restoredNow');
    });

  const askDelete = () =>
    act(async () => {
      setImpact(await call<Impact>(path('/impact'), 'GET'));
      return null;
    });

  const confirmDelete = () =>
    act(async () => {
      await call(path(), 'DELETE', { version: record!.version });
      props.onSaved(null);
      navigate(adminPath(lang, editingPath(d.name)), { replace: true });
      return t('editor.deleted');
    });

  const published = d.publishField ? Boolean(record?.[d.publishField]) : null;

  return (
    <div className="flex flex-col gap-6">
      {record && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className={badgeClass(record.archived ? 'warn' : published === false ? 'muted' : 'ok')}>
            {record.archived
              ? t('editor.stateArchived')
              : published === false
                ? t('editor.stateUnpublished')
                : t('editor.statePublished')}
          </span>
          <span>{t('editor.version', { version: record.version })}</span>
          {record.public_url && (
            <a
              href={adminPath(lang, record.public_url)}
              className="font-semibold text-teal-800 underline dark:text-teal-300"
              target="_blank"
              rel="noreferrer"
            >
              {t('editor.viewPublic')}
            </a>
          )}
        </div>
      )}
      {record?.draft && (
        <StatusMessage>{t('editor.draftOf', { date: record.draft.updated_at_label })}</StatusMessage>
      )}
      {status && <StatusMessage>{status}</StatusMessage>}
      {failure && (
        <ErrorMessage>
          {failure}
          {conflict && <> {t('editor.conflictKeep')}</>}
        </ErrorMessage>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          // Only this form's own submit: a form of a dialog drawn from inside it (the media library's
          // search and upload) reaches here through React's tree, and must not save the record.
          if (e.target === e.currentTarget) askSave();
        }}
        className="flex flex-col gap-6"
      >
        <fieldset className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900">
          <legend className="px-1 text-lg font-bold">{t('editor.neutral')}</legend>
          {neutral.map((f) => (
            <FieldInput
              key={f.name}
              field={f}
              value={values.fields[f.name]}
              onChange={(v) => setField(f.name, v)}
              error={errors[f.name]}
              currency={currency}
              options={f.reference ? props.references[f.reference] : undefined}
            />
          ))}
        </fieldset>
        <section aria-labelledby="editor-translations" className="flex flex-col gap-3">
          <h2 id="editor-translations" className="text-lg font-bold">
            {t('editor.translations')}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('editor.fallbackNote')}</p>
          <div className="grid gap-4 lg:grid-cols-3">
            {LOCALES.map((l) => {
              const c = completeness[l];
              return (
                // Labels stay in the screen's language; each input carries its own (lang, dir).
                <fieldset
                  key={l}
                  data-testid={`editor-language-${l}`}
                  className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
                >
                  <legend className="flex flex-wrap items-center gap-2 px-1 text-lg font-bold">
                    <span lang={l} dir={directionOf(l)}>
                      {LANGUAGES[l].label}
                    </span>
                    <span
                      className={badgeClass(c.filled === c.total ? 'ok' : 'warn')}
                      data-testid={`completeness-${l}`}
                    >
                      {c.filled === c.total
                        ? t('editor.complete')
                        : t('editor.completeness', { filled: c.filled, count: c.total })}
                    </span>
                  </legend>
                  {d.translated.map((f) => (
                    <FieldInput
                      key={f.name}
                      field={f}
                      locale={l}
                      value={values.translations[l]?.[f.name]}
                      onChange={(v) => setText(l, f.name, v)}
                      error={errors[`translations.${l}.${f.name}`]}
                    />
                  ))}
                </fieldset>
              );
            })}
          </div>
        </section>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {record ? t('editor.save') : t('editor.create')}
          </Button>
          {record && d.previewable && (
            <Button variant="secondary" disabled={busy} onClick={saveDraft}>
              {t('editor.saveDraft')}
            </Button>
          )}
          {conflict && (
            <Button variant="secondary" onClick={() => window.location.reload()}>
              {t('editor.reload')}
            </Button>
          )}
        </div>
      </form>
      {record && (
        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
          {record.draft && d.previewable && (
            <>
              <Button variant="secondary" disabled={busy} onClick={openPreview}>
                {t('editor.previewDraft')}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={publishDraft}>
                {t('editor.publishDraft')}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={discardDraft}>
                {t('editor.discardDraft')}
              </Button>
            </>
          )}
          {d.publishField && !record.archived && (
            <Button variant="secondary" disabled={busy} onClick={() => publish(!published)}>
              {published ? t('editor.unpublish') : t('editor.publish')}
            </Button>
          )}
          {d.archivable && record.archived && (
            <Button variant="secondary" disabled={busy} onClick={() => archive(false)}>
              {t('editor.restore')}
            </Button>
          )}
          <Button variant="secondary" disabled={busy} onClick={askDelete}>
            {t('editor.delete')}
          </Button>
          <Link
            to={adminPath(lang, editingPath(d.name))}
            className="self-center font-semibold text-teal-800 underline dark:text-teal-300"
          >
            {t('editor.backToList')}
          </Link>
        </div>
      )}
      <ConfirmDialog
        open={incomplete !== null}
        title={t('editor.incompleteTitle')}
        message={
          <>
            {incomplete} {t('editor.incompleteFallback')}
          </>
        }
        confirmLabel={t('editor.saveAnyway')}
        cancelLabel={t('editor.keepEditing')}
        onConfirm={save}
        onCancel={() => setIncomplete(null)}
        busy={busy}
        testId="editor-incomplete"
      />
      {record && impact && (
        <section
          aria-labelledby="impact-title"
          className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-700 dark:bg-amber-950"
        >
          <h2 id="impact-title" ref={impactHeading} tabIndex={-1} className="text-lg font-bold outline-none">
            {t('editor.impactTitle')}
          </h2>
          {impact.items.length === 0 ? (
            <p>{t('editor.impactNone')}</p>
          ) : (
            <ul className="list-inside list-disc">
              {impact.items.map((item) => (
                <li key={item.kind}>{t(`impact.${item.kind}`, { count: item.count })}</li>
              ))}
            </ul>
          )}
          {!impact.can_delete && <p className="font-medium">{t('editor.impactBlocked')}</p>}
          <div className="flex flex-wrap gap-3">
            {impact.can_delete ? (
              <Button disabled={busy} onClick={confirmDelete}>
                {t('editor.confirmDelete')}
              </Button>
            ) : (
              impact.can_archive &&
              !record.archived && (
                <Button disabled={busy} onClick={() => archive(true)}>
                  {t('editor.archive')}
                </Button>
              )
            )}
            <Button variant="secondary" onClick={() => setImpact(null)}>
              {t('editor.cancel')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
