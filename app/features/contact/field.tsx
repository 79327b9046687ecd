import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A labelled form control with its error messages, wired for assistive technology. */
export function Field({
  label,
  errors,
  children,
}: {
  label: string;
  errors?: string[];
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const hasError = !!errors?.length;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': hasError ? true : undefined,
        'aria-describedby': hasError ? errorId : undefined,
      })}
      {hasError && (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {errors.map((key) => t(key)).join(' ')}
        </p>
      )}
    </div>
  );
}

export const inputClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900';
