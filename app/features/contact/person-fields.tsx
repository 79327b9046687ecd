import { useTranslation } from 'react-i18next';
import { TextField } from '~/components/ui/field';
import { SelectField } from '~/components/ui/select';

// Who is asking, as the contact, demo and account demo forms ask it: the same names, browser
// hints and directions everywhere (a phone and an e-mail stay left to right in Arabic).

interface PersonFieldProps {
  defaultValue?: string;
  /** The field's refusals, in words. */
  errors?: string[];
}

export function FullNameField(props: PersonFieldProps) {
  const { t } = useTranslation('contact');
  return <TextField label={t('fields.fullName')} name="fullName" autoComplete="name" required {...props} />;
}

export function EmailField(props: PersonFieldProps) {
  const { t } = useTranslation('contact');
  return (
    <TextField
      label={t('fields.email')}
      name="email"
      type="email"
      autoComplete="email"
      dir="ltr"
      required
      {...props}
    />
  );
}

/** Optional on the contact form, asked for a demo. */
export function PhoneField({ required = false, ...props }: PersonFieldProps & { required?: boolean }) {
  const { t } = useTranslation('contact');
  return (
    <TextField
      label={required ? t('fields.phone') : t('fields.phoneOptional')}
      name="phone"
      type="tel"
      autoComplete="tel"
      dir="ltr"
      required={required}
      {...props}
    />
  );
}

/** The service a demo is asked for: a required choice that starts on its placeholder. */
export function ServiceField({
  services,
  placeholder,
  defaultValue,
  errors,
}: PersonFieldProps & { services: readonly { slug: string; name: string }[]; placeholder: string }) {
  const { t } = useTranslation('contact');
  return (
    <SelectField
      label={t('fields.service')}
      name="service"
      required
      placeholder={placeholder}
      defaultValue={defaultValue ?? ''}
      options={services.map((s) => ({ value: s.slug, label: s.name }))}
      errors={errors}
    />
  );
}
