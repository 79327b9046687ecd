import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from './form-parts';

export function SelectField({
  label,
  name,
  options,
  placeholder,
  defaultValue,
  errors,
}: {
  label: string;
  name: string;
  options: { value: string; label: string }[];
  placeholder: string;
  defaultValue?: string;
  errors?: string[];
}) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        required
        defaultValue={defaultValue ?? ''}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
        className={inputClass}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {errors?.length ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {errors.map((e) => t(e)).join(' ')}
        </p>
      ) : null}
    </div>
  );
}

export function GenderField({ defaultValue, errors }: { defaultValue?: string | null; errors?: string[] }) {
  const { t } = useTranslation('account');
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={errors?.length ? `${id}-error` : undefined}>
      <legend className="mb-1 font-medium">{t('signup.gender')}</legend>
      <div className="flex gap-6">
        {(['male', 'female'] as const).map((g) => (
          <label key={g} className="flex items-center gap-2">
            <input
              type="radio"
              name="gender"
              value={g}
              defaultChecked={defaultValue === g}
              required
              className="size-4"
            />
            {t(`signup.${g}`)}
          </label>
        ))}
      </div>
      {errors?.length ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {errors.map((e) => t(e)).join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
