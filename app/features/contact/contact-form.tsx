import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { HumanCheck } from '~/components/ui/human-check';
import { XsrfField } from '~/components/ui/xsrf-field';
import type { ContactActionResult } from './contact-action.server';
import { Field, inputClass } from './field';
import { CONTACT_TYPES } from '../../../common/contact/schemas';

function FormErrors({ errors }: { errors: Record<string, string[]> }) {
  const { t } = useTranslation();
  const general = [...(errors._ ?? []), ...(errors.altcha ?? [])];
  if (general.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-lg bg-red-50 p-3 font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {general.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
    </div>
  );
}

function SubmitButton({ intent, label }: { intent: string; label: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      className="self-start rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800 disabled:opacity-60"
    >
      {busy ? t('contact:sending') : label}
    </button>
  );
}

export function ContactForm({ result }: { result?: ContactActionResult }) {
  const { t } = useTranslation();
  const mine = result?.intent === 'contact' ? result : undefined;
  const errors = mine?.errors ?? {};
  const v = mine?.values ?? {};
  return (
    <Form method="post" className="flex flex-col gap-4" aria-labelledby="contact-form-title" noValidate>
      <XsrfField />
      <FormErrors errors={errors} />
      <Field label={t('contact:fields.type')} errors={errors.type}>
        {(props) => (
          <select {...props} name="type" defaultValue={v.type ?? 'sales'} className={inputClass}>
            {CONTACT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`contact:kinds.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('contact:fields.fullName')} errors={errors.fullName}>
          {(props) => (
            <input
              {...props}
              name="fullName"
              autoComplete="name"
              required
              defaultValue={v.fullName}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('contact:fields.email')} errors={errors.email}>
          {(props) => (
            <input
              {...props}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={v.email}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('contact:fields.phoneOptional')} errors={errors.phone}>
          {(props) => (
            <input
              {...props}
              name="phone"
              type="tel"
              autoComplete="tel"
              dir="ltr"
              defaultValue={v.phone}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('contact:fields.companyOptional')} errors={errors.company}>
          {(props) => (
            <input
              {...props}
              name="company"
              autoComplete="organization"
              defaultValue={v.company}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field label={t('contact:fields.subject')} errors={errors.subject}>
        {(props) => (
          <input {...props} name="subject" required defaultValue={v.subject} className={inputClass} />
        )}
      </Field>
      <Field label={t('contact:fields.message')} errors={errors.message}>
        {(props) => (
          <textarea
            {...props}
            name="message"
            rows={5}
            required
            defaultValue={v.message}
            className={inputClass}
          />
        )}
      </Field>
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
  const v = mine?.values ?? {};
  return (
    <Form method="post" className="flex flex-col gap-4" aria-labelledby="demo-form-title" noValidate>
      <XsrfField />
      <FormErrors errors={errors} />
      <Field label={t('contact:fields.fullName')} errors={errors.fullName}>
        {(props) => (
          <input
            {...props}
            name="fullName"
            autoComplete="name"
            required
            defaultValue={v.fullName}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t('contact:fields.phone')} errors={errors.phone}>
        {(props) => (
          <input
            {...props}
            name="phone"
            type="tel"
            autoComplete="tel"
            dir="ltr"
            required
            defaultValue={v.phone}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t('contact:fields.email')} errors={errors.email}>
        {(props) => (
          <input
            {...props}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={v.email}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t('contact:fields.service')} errors={errors.service}>
        {(props) => (
          <select
            {...props}
            name="service"
            required
            defaultValue={v.service ?? preselected ?? ''}
            className={inputClass}
          >
            <option value="">{t('contact:chooseService')}</option>
            {services.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {!loggedIn && <HumanCheck />}
      <SubmitButton intent="demo" label={t('contact:requestDemo')} />
    </Form>
  );
}
