import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { inputClass } from '~/features/auth/form-parts';
import { FilterActions } from '../admin-ui';

/** The period picker: two labelled date fields (keyboard-usable native inputs) in a GET form. */
export function PeriodForm(props: {
  from: string;
  to: string;
  errors: Record<string, string[]> | null;
  timeZone: string;
  resetTo: string;
}) {
  const { t } = useTranslation('admin-dashboard');
  const hintId = useId();
  const field = (name: 'from' | 'to') => {
    const id = `dashboard-${name}`;
    const errors = props.errors?.[name];
    const errorId = errors?.length ? `${id}-error` : undefined;
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t(`period.${name}`)}
        </label>
        <input
          id={id}
          name={name}
          type="date"
          defaultValue={props[name]}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
          className={inputClass}
        />
        {errorId && (
          <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
            {errors!.join(' ')}
          </p>
        )}
      </div>
    );
  };
  return (
    <Form method="get" data-testid="dashboard-period" aria-label={t('period.legend')}>
      <fieldset className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto] lg:items-end dark:border-slate-800 dark:bg-slate-900">
        <legend className="px-1 font-semibold">{t('period.legend')}</legend>
        {field('from')}
        {field('to')}
        <FilterActions
          className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-1"
          apply={t('period.apply')}
          reset={t('period.reset')}
          resetTo={props.resetTo}
        />
        <p id={hintId} className="text-sm text-slate-700 sm:col-span-2 lg:col-span-3 dark:text-slate-300">
          {t('period.hint', { zone: props.timeZone })}
        </p>
      </fieldset>
    </Form>
  );
}
