import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './form-parts';
import { GenderField, SelectField } from './select-field';

const NAME_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
] as const;

/**
 * Who the customer is, as the signup and the profile ask it: first and last name, phone, country
 * and gender (inside a two-column fieldset). The signup puts the e-mail (`afterName`) after the
 * names and the password (`children`) at the end.
 */
export function PersonalFields(props: {
  defaults?: {
    firstName?: string;
    lastName?: string;
    phone?: string;
    country?: string;
    gender?: string | null;
  };
  errors: Record<string, string[]>;
  countries: readonly { code: string; name: string }[];
  afterName?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('account');
  const { defaults = {}, errors } = props;
  return (
    <>
      {NAME_FIELDS.map(({ name, autoComplete }) => (
        <Field
          key={name}
          label={t(`signup.${name}`)}
          name={name}
          defaultValue={defaults[name]}
          autoComplete={autoComplete}
          required
          errors={errors[name]}
        />
      ))}
      {props.afterName}
      <Field
        label={t('signup.phone')}
        name="phone"
        type="tel"
        defaultValue={defaults.phone}
        autoComplete="tel"
        required
        errors={errors.phone}
      />
      <SelectField
        label={t('signup.country')}
        name="country"
        placeholder={t('signup.chooseCountry')}
        defaultValue={defaults.country}
        options={props.countries.map((c) => ({ value: c.code, label: c.name }))}
        errors={errors.country}
      />
      <div className="sm:col-span-2">
        <GenderField defaultValue={defaults.gender} errors={errors.gender} />
      </div>
      {props.children}
    </>
  );
}
