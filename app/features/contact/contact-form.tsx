import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { HumanCheck } from '~/components/ui/human-check';
import { XsrfField } from '~/components/ui/xsrf-field';
import type { ContactActionResult } from './contact-action.server';
import { Button } from '~/components/ui/button';
import { FormAlert, TextField, useErrorWords } from '~/components/ui/field';
import { SelectField } from '~/components/ui/select';
import { TextAreaField } from '~/components/ui/textarea';
import { EmailField, FullNameField, PhoneField, ServiceField } from './person-fields';
import { CONTACT_TYPES } from '../../../common/contact/schemas';

function FormErrors({ errors }: { errors: Record<string, string[]> }) {
  const { t } = useTranslation();
  return <FormAlert messages={[...(errors._ ?? []), ...(errors.altcha ?? [])].map((key) => t(key))} />;
}

function SubmitButton({ intent, label }: { intent: string; label: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <Button type="submit" size="lg" name="intent" value={intent} busy={busy} className="self-start">
      {busy ? t('contact:sending') : label}
    </Button>
  );
}

export function ContactForm({ result }: { result?: ContactActionResult }) {
  const { t } = useTranslation();
  const mine = result?.intent === 'contact' ? result : undefined;
  const errors = mine?.errors ?? {};
  const words = useErrorWords(errors);
  const v = mine?.values ?? {};
  return (
    <Form method="post" className="flex flex-col gap-4" aria-labelledby="contact-form-title" noValidate>
      <XsrfField />
      <FormErrors errors={errors} />
      <SelectField
        label={t('contact:fields.type')}
        name="type"
        defaultValue={v.type ?? 'sales'}
        options={CONTACT_TYPES.map((type) => ({ value: type, label: t(`contact:kinds.${type}`) }))}
        errors={words('type')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FullNameField defaultValue={v.fullName} errors={words('fullName')} />
        <EmailField defaultValue={v.email} errors={words('email')} />
        <PhoneField defaultValue={v.phone} errors={words('phone')} />
        <TextField
          label={t('contact:fields.companyOptional')}
          name="company"
          autoComplete="organization"
          defaultValue={v.company}
          errors={words('company')}
        />
      </div>
      <TextField
        label={t('contact:fields.subject')}
        name="subject"
        required
        defaultValue={v.subject}
        errors={words('subject')}
      />
      <TextAreaField
        label={t('contact:fields.message')}
        name="message"
        rows={5}
        required
        defaultValue={v.message}
        errors={words('message')}
      />
      <HumanCheck />
      <SubmitButton intent="contact" label={t('contact:send')} />
    </Form>
  );
}

export function DemoForm({
  result,
  services,
  preselected,
  loggedIn,
}: {
  result?: ContactActionResult;
  services: { slug: string; name: string }[];
  preselected?: string;
  /** Logged in, the session is the proof: no human check. */
  loggedIn: boolean;
}) {
  const { t } = useTranslation();
  const mine = result?.intent === 'demo' ? result : undefined;
  const errors = mine?.errors ?? {};
  const words = useErrorWords(errors);
  const v = mine?.values ?? {};
  return (
    <Form method="post" className="flex flex-col gap-4" aria-labelledby="demo-form-title" noValidate>
      <XsrfField />
      <FormErrors errors={errors} />
      <FullNameField defaultValue={v.fullName} errors={words('fullName')} />
      <PhoneField required defaultValue={v.phone} errors={words('phone')} />
      <EmailField defaultValue={v.email} errors={words('email')} />
      <ServiceField
        services={services}
        placeholder={t('contact:chooseService')}
        defaultValue={v.service ?? preselected}
        errors={words('service')}
      />
      {!loggedIn && <HumanCheck />}
      <SubmitButton intent="demo" label={t('contact:requestDemo')} />
    </Form>
  );
}
