import type { ReactNode } from 'react';
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

/** What the page's action answered to this form (`intent`), if it answered to it: errors in words, values typed. */
function useAnswerTo(result: ContactActionResult | undefined, intent: ContactActionResult['intent']) {
  const mine = result?.intent === intent ? result : undefined;
  const errors = mine?.errors ?? {};
  return { errors, words: useErrorWords(errors), values: mine?.values ?? {} };
}

/** A form of the contact page: posted with its token, its refusals that belong to no field on top. */
function ContactPageForm(props: {
  labelledBy: string;
  errors: Record<string, string[]>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { errors } = props;
  return (
    <Form method="post" className="flex flex-col gap-4" aria-labelledby={props.labelledBy} noValidate>
      <XsrfField />
      <FormAlert messages={[...(errors._ ?? []), ...(errors.altcha ?? [])].map((key) => t(key))} />
      {props.children}
    </Form>
  );
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
  const { errors, words, values: v } = useAnswerTo(result, 'contact');
  return (
    <ContactPageForm labelledBy="contact-form-title" errors={errors}>
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
    </ContactPageForm>
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
  const { errors, words, values: v } = useAnswerTo(result, 'demo');
  return (
    <ContactPageForm labelledBy="demo-form-title" errors={errors}>
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
    </ContactPageForm>
  );
}
