import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminTitle, useFocusOnMount } from '~/features/admin/admin-ui';
import { EntityEditor } from '~/features/editing/entity-editor';
import type { ReferenceOption } from '~/features/editing/field-input';
import { adminScreen, type AdminScreen } from '~/features/admin/admin-screen';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Page } from '../../../common/admin/types';
import type { EditableRecord, EditableRow, EntityDescription } from '../../../common/editing/types';
import type { Route } from './+types/editing-record';

export const handle = { i18n: ['admin', 'editing', 'media'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

/** The records a reference field offers: the first hundred of the entity, in their order. */
async function optionsOf(entity: string, load: AdminScreen['load']) {
  const res = await load<{ data: Page<EditableRow> }>(`/${encodeURIComponent(entity)}?per_page=100`);
  return res.data.data.map((r): ReferenceOption => ({ ref: r.ref, title: r.title }));
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { locale, load } = adminScreen(params);
  const description = (
    await load<{ data: EntityDescription }>(`/editing/entities/${encodeURIComponent(params.entity)}`)
  ).data;
  const record =
    params.ref === 'new'
      ? null
      : (
          await load<{ data: EditableRecord }>(
            `/${encodeURIComponent(params.entity)}/${encodeURIComponent(params.ref)}`,
          )
        ).data;
  const referenced = [...new Set(description.fields.flatMap((f) => (f.reference ? [f.reference] : [])))];
  const references = Object.fromEntries(
    await Promise.all(referenced.map(async (name) => [name, await optionsOf(name, load)] as const)),
  );
  return { description, record, references, locale };
}

/** Editing one record of any registered entity, or creating one (`…/new`). */
export default function EditingRecord({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('editing');
  const { lang } = useParams();
  const { description, references, locale } = loaderData;
  const [record, setRecord] = useState(loaderData.record);
  const focusRef = useFocusOnMount<HTMLHeadingElement>();
  const name = record ? String(record.translations[locale]?.[description.titleField] || record.ref) : '';
  const title = record
    ? t('editor.editTitle', { entity: t(`entity.${description.name}`), name })
    : t('editor.newTitle', { entity: t(`entity.${description.name}`) });
  return (
    <div className="flex flex-col gap-6">
      <AdminTitle title={title} />
      <h1 ref={focusRef} tabIndex={-1} className="text-2xl font-bold outline-none">
        {title}
      </h1>
      <EntityEditor
        // Another record (a slug change, a create) starts a fresh form from what the server has.
        key={record?.ref ?? 'new'}
        description={description}
        record={record}
        references={references}
        locale={locale}
        lang={lang}
        onSaved={setRecord}
      />
    </div>
  );
}
