import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminFetch, pageLocale } from '~/features/admin/admin-api';
import type { ServiceLevelTargetView } from '../../../common/admin-requests/types';
import type { AttachmentSummary } from '../../../common/attachments/types';

export const cardClass =
  'rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';

export const linkClass = 'font-semibold text-teal-800 underline dark:text-teal-300';

const badgeColours: Record<string, string> = {
  overdue: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  breached: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  met: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  paused: 'bg-teal-50 text-teal-900 dark:bg-teal-950 dark:text-teal-100',
  due_soon: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  ok: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  info: 'bg-teal-50 text-teal-900 dark:bg-teal-950 dark:text-teal-100',
  internal: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
};

export function Badge({
  tone,
  children,
}: {
  tone: keyof typeof badgeColours | string;
  children: React.ReactNode;
}) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeColours[tone] ?? badgeColours.ok}`}
    >
      {children}
    </span>
  );
}

/** One target of a request's service-level panel: where it stands, its due time, when it was met. */
export function ServiceLevelTarget({ term, target }: { term: string; target: ServiceLevelTargetView }) {
  const { t } = useTranslation('admin-requests');
  return (
    <>
      <dt className="font-medium">{term}</dt>
      <dd data-state={target.state}>
        <Badge tone={target.state}>{target.label}</Badge>
        {target.due && (
          <span className="block text-sm">
            {t('detail.dueAt')} <time dateTime={target.due.iso}>{target.due.label}</time>
          </span>
        )}
        {target.met_at && (
          <span className="block text-sm">
            {t('detail.metAt')} <time dateTime={target.met_at.iso}>{target.met_at.label}</time>
          </span>
        )}
      </dd>
    </>
  );
}

/**
 * A request's file, fetched with the admin token (a plain link could not carry the Bearer header)
 * and handed to the browser as a download.
 */
export function DownloadLink({ requestId, file }: { requestId: string; file: AttachmentSummary }) {
  const { t } = useTranslation('admin-requests');
  const [failed, setFailed] = useState(false);
  async function download() {
    setFailed(false);
    const locale = pageLocale(undefined, document.documentElement.lang);
    const res = await adminFetch(
      `/requests/${encodeURIComponent(requestId)}/files/${encodeURIComponent(file.id)}`,
      { locale },
    ).catch(() => null);
    if (!res?.ok) return setFailed(true);
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = file.name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return (
    <>
      <button type="button" onClick={download} className={`${linkClass} text-start`}>
        <bdi>{file.name}</bdi>
      </button>{' '}
      <span className="text-xs text-slate-600 dark:text-slate-400">
        ({Math.max(1, Math.round(file.size / 1024))} KB)
      </span>
      {failed && (
        <span role="alert" className="block text-sm text-red-700 dark:text-red-400">
          {t('errors.failed')}
        </span>
      )}
    </>
  );
}
