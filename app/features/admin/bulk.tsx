import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useRevalidator } from 'react-router';
import type { BulkOutcome, BulkReport } from '../../../common/admin/bulk';
import { adminJson, pageLocale } from './admin-api';
import { ErrorMessage, StatusMessage } from './admin-ui';
import { badgeClass, SelectCell } from '~/components/ui/data-list';
import { useAdminMutation } from './use-admin-mutation';
import { Button } from '~/components/ui/button';
import { SelectField } from '~/components/ui/select';

// Bulk actions on an admin list (ADR-0611): checkboxes on the page's rows, a select-all for the
// page, the count announced, and a bar that sends the selected ids and shows each row's result.

export interface Selection {
  /** The selected ids, in the page's order. */
  ids: string[];
  has: (id: string) => boolean;
  all: boolean;
  some: boolean;
  toggle: (id: string) => void;
  toggleAll: () => void;
  clear: () => void;
}

/** The selection among `pageIds`; ids that leave the page (new page, new filter) leave it too. */
export function useSelection(pageIds: readonly string[]): Selection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const key = pageIds.join('\n');
  return useMemo(() => {
    const ids = pageIds.filter((id) => chosen.has(id));
    const all = pageIds.length > 0 && ids.length === pageIds.length;
    return {
      ids,
      has: (id) => chosen.has(id),
      all,
      some: ids.length > 0 && !all,
      toggle: (id) =>
        setChosen((prev) => {
          const next = new Set(prev);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      toggleAll: () => setChosen(all ? new Set() : new Set(pageIds)),
      clear: () => setChosen(new Set()),
    };
    // `key` stands for the page's ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen, key]);
}

const checkboxClass = 'size-5 accent-teal-700';

/** The header cell's checkbox: all rows of this page, mixed when some are. */
export function SelectAllCheckbox({ selection }: { selection: Selection }) {
  const { t } = useTranslation('admin');
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selection.some;
  }, [selection.some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={checkboxClass}
      aria-label={t('bulk.selectAll')}
      checked={selection.all}
      onChange={selection.toggleAll}
      data-testid="select-all"
    />
  );
}

/** A row's checkbox, named after the row ("Select order 2026-0042"). */
export function SelectRowCheckbox({
  selection,
  id,
  name,
}: {
  selection: Selection;
  id: string;
  name: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <input
      type="checkbox"
      className={checkboxClass}
      aria-label={t('bulk.selectRow', { name })}
      checked={selection.has(id)}
      onChange={() => selection.toggle(id)}
      data-testid="select-row"
    />
  );
}

/** A row's first cell in the rows form of `DataList`: its checkbox. */
export function SelectRowCell(props: { selection: Selection; id: string; name: string }) {
  return (
    <SelectCell>
      <SelectRowCheckbox {...props} />
    </SelectCell>
  );
}

const OUTCOME_TONE: Record<BulkOutcome, 'ok' | 'warn' | 'muted'> = {
  done: 'ok',
  unchanged: 'muted',
  refused: 'warn',
  not_found: 'warn',
  failed: 'warn',
};

/**
 * The bar above a selectable list: how many rows are selected (a polite live region), the
 * action, and the button that sends `{ids, [field]: action}` to `endpoint` (behind the password
 * asked again). Afterwards the list is read again and every row's result is listed by name.
 */
export function BulkBar(props: {
  selection: Selection;
  endpoint: string;
  field: 'status' | 'action';
  /** The choices; with one, the bar shows only its button. */
  actions: readonly { value: string; label: string }[];
  actionLabel: string;
  nameOf: (id: string) => string;
  testId?: string;
}) {
  const { t } = useTranslation('admin');
  const { lang } = useParams();
  const revalidator = useRevalidator();
  const id = useId();
  const locale = pageLocale(lang, typeof document === 'undefined' ? '' : document.documentElement.lang);
  const mutation = useAdminMutation({ locale, lang });
  const [report, setReport] = useState<{
    message: string;
    data: BulkReport;
    names: Record<string, string>;
  } | null>(null);
  const { selection } = props;
  const count = selection.ids.length;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const action = String(form.get('bulk_action') ?? props.actions[0]?.value ?? '');
    const ids = selection.ids;
    const names = Object.fromEntries(ids.map((i) => [i, props.nameOf(i)]));
    const answer = await mutation.run(() =>
      adminJson<{ message: string; data: BulkReport }>(props.endpoint, {
        json: { ids, [props.field]: action },
        locale,
        lang,
      }),
    );
    if (!answer) return;
    setReport({ ...answer, names });
    selection.clear();
    await revalidator.revalidate();
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      data-testid={props.testId ?? 'bulk-bar'}
    >
      <h2 id={`${id}-heading`} className="sr-only">
        {t('bulk.heading')}
      </h2>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <p role="status" className="min-w-32 self-center font-semibold" data-testid="bulk-count">
          {t('bulk.selected', { count })}
        </p>
        {props.actions.length > 1 && (
          <div className="min-w-48">
            <SelectField compact name="bulk_action" label={props.actionLabel} options={props.actions} />
          </div>
        )}
        <Button
          type="submit"
          busy={mutation.busy}
          disabled={count === 0}
          aria-describedby={count === 0 ? `${id}-hint` : undefined}
        >
          {props.actions.length > 1 ? t('bulk.apply') : props.actions[0]?.label}
        </Button>
        {count === 0 && (
          <p id={`${id}-hint`} className="basis-full text-sm text-slate-600 dark:text-slate-400">
            {t('bulk.hint')}
          </p>
        )}
      </form>
      {mutation.failure && <ErrorMessage>{mutation.failure.message}</ErrorMessage>}
      {report && (
        <div className="flex flex-col gap-2" data-testid="bulk-report">
          <StatusMessage>{report.message}</StatusMessage>
          <ul className="flex flex-col gap-1 text-sm">
            {report.data.results.map((r) => (
              <li key={r.id} data-outcome={r.outcome} className="flex flex-wrap items-baseline gap-2">
                <span className={badgeClass(OUTCOME_TONE[r.outcome])}>{t(`bulk.outcomes.${r.outcome}`)}</span>
                <bdi className="font-medium">{report.names[r.id] ?? r.id}</bdi>
                <span className="text-slate-700 dark:text-slate-300">{r.message}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
