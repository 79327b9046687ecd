import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldErrors } from '~/components/ui/field';
import { SelectField as KitSelectField } from '~/components/ui/select';

/** A required choice of the account forms, its refusals' message keys put in words. */
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
  return (
    <KitSelectField
      label={label}
      name={name}
      options={options}
      placeholder={placeholder}
      defaultValue={defaultValue ?? ''}
      required
      errors={errors?.map((key) => t(key))}
    />
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
      <FieldErrors id={`${id}-error`} errors={errors?.map((key) => t(key))} />
    </fieldset>
  );
}
